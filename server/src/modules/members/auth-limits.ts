import type { Limit } from './rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/*
 * Every number of the sign-in, code and reset limits, in one place (docs/members.md explains them).
 * Per-client keys come first in each list, so requests always take row locks in the same order.
 * Ordinary shopping calls have no limit here: many shoppers share one office or carrier address.
 */

export const loginAccountKey = (email: string) => `login:email:${email.toLowerCase()}`;

/** Both count failed sign-ins (login.service.ts gives a success its hit back). */
export const loginLimits = (client: string, email: string) => ({
  client: { key: `login:ip:${client}`, max: 30, windowSeconds: 15 * MINUTE },
  account: { key: loginAccountKey(email), max: 5, windowSeconds: 15 * MINUTE },
});

/** Like loginLimits: wrong current passwords count, so a stolen session cannot guess the password. */
export const passwordChangeLimits = (client: string, memberId: number) => ({
  client: { key: `password_change:ip:${client}`, max: 30, windowSeconds: 15 * MINUTE },
  account: { key: `password_change:member:${memberId}`, max: 5, windowSeconds: 15 * MINUTE },
});

export const registerLimits = (client: string): Limit[] => [
  { key: `register:ip:${client}`, max: 20, windowSeconds: HOUR },
];

export const emailCheckLimits = (client: string): Limit[] => [
  { key: `email_check:ip:${client}`, max: 30, windowSeconds: 10 * MINUTE },
];

export const otpRequestLimits = (client: string, address: string): Limit[] => [
  { key: `otp:ip:${client}`, max: 20, windowSeconds: HOUR },
  { key: `otp:day:${address}`, max: 10, windowSeconds: 24 * HOUR },
  { key: `otp:hour:${address}`, max: 5, windowSeconds: HOUR },
  { key: `otp:resend:${address}`, max: 1, windowSeconds: MINUTE },
];

export const forgotPasswordLimits = (client: string, email: string): Limit[] => [
  { key: `forgot:ip:${client}`, max: 10, windowSeconds: HOUR },
  { key: `forgot:email:${email.toLowerCase()}`, max: 3, windowSeconds: HOUR },
];

/** Proof links a member may ask for (email_change): each is an email to someone's inbox. */
export const emailProofLimits = (client: string, memberId: number): Limit[] => [
  { key: `email_proof:ip:${client}`, max: 20, windowSeconds: HOUR },
  { key: `email_proof:member:${memberId}`, max: 5, windowSeconds: HOUR },
];
