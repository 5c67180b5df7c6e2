import { Lock } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PasscodeForm } from "./passcode-form";

/** The page of a passcode-protected share link before its passcode is given. */
export function ProtectedLink({ token, kind }: { token: string; kind: "proposal" | "recap" }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md items-center px-4 py-10">
      <Card className="w-full">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Lock className="size-5" aria-hidden />
            {`This ${kind} is protected`}
          </CardTitle>
          <CardDescription>Enter the passcode you were given to open it.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasscodeForm token={token} kind={kind} />
        </CardContent>
      </Card>
    </main>
  );
}
