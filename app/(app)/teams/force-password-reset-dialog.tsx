"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useForcePasswordReset } from "@/lib/client/hooks/use-accounts";
import type { PublicUser } from "@/lib/shared/schemas/user";

/** Ask before making a member choose a new password. */
export function ForcePasswordResetDialog({
  member,
  onClose,
}: {
  member: PublicUser | null;
  onClose: () => void;
}) {
  const force = useForcePasswordReset();
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Force a password reset?"
      description={
        member
          ? `${member.username} will be signed out everywhere, and their current password will stop working at once. We email ${member.email} a link to choose a new one.`
          : ""
      }
      confirmLabel="Force password reset"
      busyLabel="Resetting..."
      busy={force.isPending}
      destructive
      stayOpen
      onConfirm={() => member && force.mutate(member.id, { onSettled: onClose })}
    />
  );
}
