/** Public surface of the sign-in area for other features (the /rejoin page signs a visitor in). */
export { SignInForm } from './components/SignInForm';
export { loginMember } from './authService';
