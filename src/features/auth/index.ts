/**
 * Public surface of the sign-in area for other features: the sign-in form and call (the /rejoin
 * page signs a visitor in) and "Continue with Facebook" (on /reg1).
 */
export { SignInForm } from './components/SignInForm';
export { loginMember } from './authService';
export { SocialSignIn } from './components/SocialSignIn';
