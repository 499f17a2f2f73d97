// The merchant's Firebase app, shared by the features that use Firebase (sign-in, push). It carries the SDK:
// import it only from modules that are themselves loaded on demand.
export { merchantFirebaseApp } from './firebase-app';
