import { IsDefined, IsString, MaxLength } from 'class-validator';

/** The form-encoded login body: `username` carries the email. */
export class LoginInput {
  @IsDefined({ message: 'Field required' })
  @IsString()
  @MaxLength(254)
  email: string;

  @IsDefined({ message: 'Field required' })
  @IsString()
  @MaxLength(200)
  password: string;
}
