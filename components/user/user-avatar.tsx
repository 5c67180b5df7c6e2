import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { initialsOf } from "@/lib/shared/initials";

const SIZES = {
  sm: { root: "size-8", text: "text-xs" },
  lg: { root: "size-28", text: "text-3xl" },
} as const;

/** A user's picture, or two initials of their full name (else username). */
export function UserAvatar({
  user,
  size = "sm",
  className,
}: {
  user: { username: string; fullName: string | null; profilePicture: string | null };
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const name = user.fullName || user.username;
  return (
    <Avatar className={cn(SIZES[size].root, className)}>
      {user.profilePicture ? (
        <AvatarImage src={user.profilePicture} alt={`${name}'s profile picture`} />
      ) : null}
      <AvatarFallback
        className={cn("bg-primary font-semibold text-primary-foreground", SIZES[size].text)}
      >
        {initialsOf(name)}
      </AvatarFallback>
    </Avatar>
  );
}
