"use client";

import { useRouter } from "next/navigation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { namedOptions, SimpleSelect } from "@/components/ui/simple-select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useEventBrands } from "@/lib/client/hooks/use-event-brands";
import { useUpdateUserSettings, useUserSettings } from "@/lib/client/hooks/use-settings";
import type { UserSettingsUpdate } from "@/lib/shared/schemas/user";

const NO_DEFAULT = "none";

/** Each control saves on change: there is no form to forget to submit. */
export function SettingsForm() {
  const { data: settings } = useUserSettings();
  const { data: brands = [] } = useEventBrands();
  const update = useUpdateUserSettings();
  const router = useRouter();
  if (!settings) return <Spinner label="Loading settings" />;
  const save = (change: UserSettingsUpdate) =>
    update.mutate(change, { onSuccess: () => router.refresh() });

  return (
    <div className="grid max-w-2xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Display</CardTitle>
          <CardDescription>
            Applied across Pitchside on every device you sign in from.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RadioGroup
            aria-label="Display mode"
            value={settings.displayMode}
            onValueChange={(value) => save({ displayMode: value === "dark" ? "dark" : "light" })}
            className="flex gap-6"
          >
            {(["light", "dark"] as const).map((mode) => (
              <div key={mode} className="flex items-center gap-2">
                <RadioGroupItem value={mode} id={`mode-${mode}`} />
                <Label htmlFor={`mode-${mode}`} className="font-normal capitalize">
                  {mode}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Default event brand</CardTitle>
          <CardDescription>
            The property you start in when this browser has no saved choice.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SimpleSelect
            value={settings.defaultEventBrandId ? String(settings.defaultEventBrandId) : NO_DEFAULT}
            onValueChange={(value) =>
              save({ defaultEventBrandId: value === NO_DEFAULT ? null : Number(value) })
            }
            options={[
              { value: NO_DEFAULT, label: "Automatic (LIV Golf first)" },
              ...namedOptions(brands),
            ]}
            className="w-72"
            aria-label="Default event brand"
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-center justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor="notifications">In-app notifications</Label>
              <p id="notifications-hint" className="text-sm text-muted-foreground">
                The bell in the header tells you when your jobs finish or fail and when companies on
                your watchlist are in the news.
              </p>
            </div>
            <Switch
              id="notifications"
              aria-describedby="notifications-hint"
              checked={settings.notificationsEnabled}
              onCheckedChange={(checked) => save({ notificationsEnabled: checked })}
            />
          </div>
          <div className="flex items-center justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor="email-notifications">Email notifications</Label>
              <p id="email-notifications-hint" className="text-sm text-muted-foreground">
                The same events by email, batched: one message a couple of minutes after the first,
                listing everything you have not read in the app by then. Needs in-app notifications
                on.
              </p>
            </div>
            <Switch
              id="email-notifications"
              aria-describedby="email-notifications-hint"
              checked={settings.emailNotifications}
              onCheckedChange={(checked) => save({ emailNotifications: checked })}
            />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
