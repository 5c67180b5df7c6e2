import type { Metadata } from "next";
import { ProfileView } from "./profile-view";

export const metadata: Metadata = { title: "Profile" };

// The signed-in user is loaded by the layout and hydrated into the client cache.
export default function ProfilePage() {
  return <ProfileView />;
}
