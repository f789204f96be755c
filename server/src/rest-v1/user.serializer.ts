import type { User } from '../modules/users/user.entity';

/** The user object returned by REST login, in SPEC's snake_case. */
export function toRestUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    company: user.company,
    position: user.position,
    username: user.username,
    avatar: user.avatar,
    referral_code: user.referralCode,
    permission: user.permission,
    timezone: user.timezone,
    theme: user.theme,
    subscribed_to_updates: user.subscribedToUpdates,
    profile_picture_url: user.profilePictureUrl,
  };
}

/** SPEC §3 "Profile read as". */
export function toRestProfile(user: User) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    timezone: user.timezone,
    theme: user.theme,
    notificationEmail: user.notificationEmail,
    notificationSlack: user.notificationSlack,
    notificationBrowser: user.notificationBrowser,
    profilePictureUrl: user.profilePictureUrl,
  };
}
