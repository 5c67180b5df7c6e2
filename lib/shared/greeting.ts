/** The dashboard greets by first name, else username, else 'there'. */
export function greetingName(
  user: { fullName?: string | null; username?: string | null } | null | undefined,
): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  return first || user?.username || "there";
}
