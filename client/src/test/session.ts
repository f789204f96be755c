import { saveSession } from '../app/auth';

/** A stored session as after login, so the dashboard's token checks pass. */
export function signIn(): void {
  saveSession({
    token: 'test-token',
    subscribed: false,
    user: {
      id: '7',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: null,
      avatar: null,
      permission: 'user',
      timezone: 'UTC',
      theme: 'dark',
      profilePictureUrl: null,
      subscribedToUpdates: false,
    },
  });
}
