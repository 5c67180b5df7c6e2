/** An unknown, revoked or expired share link (the same page for all three, status 404). */
export function LinkNotFound({ what }: { what: "proposal" | "recap" }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-semibold">This link is no longer active</h1>
      <p className="text-muted-foreground">
        The {what} you are looking for was shared through a link that has expired or was revoked.
        Ask the person who sent it for a new link.
      </p>
    </main>
  );
}
