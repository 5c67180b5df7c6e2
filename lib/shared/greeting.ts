/** The dashboard greets by first name, else username, else 'there'. */
export function greetingName(
  user: { fullName?: string | null; username?: string | null } | null | undefined,
): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  return first || user?.username || "there";
}

/**
 * "Welcome back" for a user who signed in before this session; plain "Welcome" for a new user
 * (no sign-in before this one: `previousLogin` is null).
 */
export function greetingWord(user: { previousLogin?: string | null } | null | undefined): string {
  return user?.previousLogin ? "Welcome back" : "Welcome";
}
