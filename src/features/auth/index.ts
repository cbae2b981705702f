/** What other features use of sign-in: "Continue with Facebook" (on /reg1). */
export { SocialSignIn } from './components/SocialSignIn';
