"use client";

import { Camera, LogOut } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRef } from "react";
import { UserAvatar } from "@/components/user/user-avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLogout, useUploadProfilePicture, useUser } from "@/lib/client/hooks/use-user";
import { ProfileForm } from "./profile-form";

// The Security tab (password form, sessions) is loaded when first opened, not with the page: the
// general information is what the page shows first.
const SecurityTab = dynamic(() => import("./security-tab").then((m) => m.SecurityTab), {
  loading: () => <Spinner label="Loading tab" />,
});

export function ProfileView() {
  const { data: user, isLoading } = useUser();
  const logout = useLogout();
  const upload = useUploadProfilePicture();
  const fileInput = useRef<HTMLInputElement>(null);

  if (isLoading) return <Spinner size="lg" label="Loading profile" />;
  if (!user) {
    return (
      <Card className="mx-auto max-w-md text-center">
        <CardHeader>
          <CardTitle>Not Logged In</CardTitle>
          <CardDescription>You need to be logged in to view your profile</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/auth">Go to Login</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[320px_1fr]">
      <h1 className="sr-only">Profile</h1>
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <div className="group relative">
            <UserAvatar user={user} size="lg" />
            <Button
              type="button"
              size="icon"
              variant="secondary"
              className="absolute right-0 bottom-0 rounded-full opacity-90 shadow group-hover:opacity-100 focus-visible:opacity-100"
              aria-label="Change profile picture"
              disabled={upload.isPending}
              onClick={() => fileInput.current?.click()}
            >
              <Camera className="size-4" aria-hidden />
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
                event.target.value = "";
              }}
            />
          </div>
          <div>
            <p className="text-lg font-semibold">{user.fullName || user.username}</p>
            {user.jobTitle ? (
              <p className="text-sm text-muted-foreground">{user.jobTitle}</p>
            ) : null}
            {user.company ? <p className="text-sm text-muted-foreground">{user.company}</p> : null}
          </div>
          <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut className="size-4" aria-hidden /> Logout
          </Button>
          <Link
            href="/settings"
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Display and notification settings
          </Link>
        </CardContent>
      </Card>
      <Tabs defaultValue="general">
        <TabsList>
          <TabsTrigger value="general">General Information</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
        </TabsList>
        <TabsContent value="general">
          <Card>
            <CardHeader>
              <CardTitle>General Information</CardTitle>
              <CardDescription>How your name and role appear to your team.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm user={user} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="security" className="grid gap-6">
          <SecurityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
