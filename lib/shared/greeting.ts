type GreetedUser = {
  fullName?: string | null;
  username?: string | null;
  previousLogin?: string | null;
};

/** The dashboard greets by first name, else username, else 'there'. */
export function greetingName(user: GreetedUser | null | undefined): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  return first || user?.username || "there";
}

/**
 * "Welcome back" for a user who signed in before this session; plain "Welcome" for a new user
 * (no sign-in before this one: `previousLogin` is null).
 */
export function greetingWord(user: GreetedUser | null | undefined): string {
  return user?.previousLogin ? "Welcome back" : "Welcome";
}

/**
 * The one greeting of a signed-in user ("Welcome back, Jordan"): the dashboard's heading and the
 * sign-in toast say the same words, so the toast never greets the username while the page greets
 * the first name.
 */
export function greeting(user: GreetedUser | null | undefined): string {
  return `${greetingWord(user)}, ${greetingName(user)}`;
}
