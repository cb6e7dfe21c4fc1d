/** What the sign-in form says before asking the server: a missing or malformed email, no password. */
export type LoginProblem = 'emailRequired' | 'emailInvalid' | 'passwordRequired';

export function loginProblems(
  email: string,
  password: string,
): { email?: LoginProblem; password?: LoginProblem } {
  const trimmed = email.trim();
  const emailProblem: LoginProblem | undefined = !trimmed
    ? 'emailRequired'
    : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)
      ? undefined
      : 'emailInvalid';
  return {
    ...(emailProblem ? { email: emailProblem } : {}),
    ...(password ? {} : { password: 'passwordRequired' as const }),
  };
}
