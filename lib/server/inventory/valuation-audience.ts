/**
 * The audience side of a valuation, as pure arithmetic (unit-tested). For each channel:
 * impressions = audience × the asset's exposure share × units × occurrences, and
 * value = impressions / 1000 × the channel's stated CPM (CHANNEL_CPM_USD).
 *
 * - Attendance and broadcast audiences are per event: an asset counts them at every event of the
 *   season it applies to (an event's own input replaces the property's for that event).
 * - Social followers are not per event: a season asset reaches them once per unit (6 posts reach
 *   the followers 6 times); an event asset once per unit at each event it applies to.
 * An input the selection needs and nobody set is named as missing and counts nothing: it is never
 * guessed.
 */
import {
  AUDIENCE_CHANNELS,
  CHANNEL_CPM_USD,
  SOCIAL_NETWORKS,
  type AssetExposure,
  type AudienceChannel,
  type PropertyReach,
  type ReachInput,
} from "@/lib/shared/inventory";
import type { ValuationInput } from "@/lib/shared/schemas/valuation";

export interface AudienceItem {
  scope: string;
  quantity: number;
  exposure: AssetExposure;
  /** The events of the season the asset applies to. */
  eventIds: readonly number[];
}

export interface AudienceEvent {
  id: number;
  name: string;
  reach: PropertyReach;
}

export interface AudienceChannelValue {
  channel: AudienceChannel;
  cpmUsd: number;
  impressions: number;
  value: number;
  missing: string[];
}

const NETWORK_LABELS: Record<string, string> = {
  instagram: "Instagram",
  x: "X",
  youtube: "YouTube",
  tiktok: "TikTok",
  facebook: "Facebook",
};

const PER_EVENT = {
  attendance: { key: "attendancePerEvent", label: "Attendance per event" },
  broadcast: { key: "broadcastViewersPerEvent", label: "Broadcast viewers per event" },
} as const;

function inputRow(
  channel: AudienceChannel,
  label: string,
  input: ReachInput | undefined,
): ValuationInput {
  return {
    channel,
    label,
    value: input ? input.value : null,
    missing: !input,
    estimate: input?.estimate ?? false,
    sourceName: input?.source?.name ?? null,
    sourceUrl: input?.source?.url ?? null,
    sourceDate: input?.source?.date ?? null,
  };
}

const share = (exposure: AssetExposure, channel: AudienceChannel) =>
  Math.max(0, Math.min(1, exposure[channel] ?? 0));

/** The audience value of a selection, per channel, with every input it used or lacked. */
export function audienceValue(
  items: readonly AudienceItem[],
  brandReach: PropertyReach,
  events: readonly AudienceEvent[],
): { value: number | null; channels: AudienceChannelValue[]; inputs: ValuationInput[] } {
  const inputs: ValuationInput[] = [];
  const channels: AudienceChannelValue[] = [];
  const eventsById = new Map(events.map((event) => [event.id, event]));

  for (const channel of AUDIENCE_CHANNELS) {
    const used = items.filter((item) => share(item.exposure, channel) > 0);
    if (used.length === 0) continue;
    let impressions = 0;
    const missing: string[] = [];
    if (channel === "social") {
      const followers = brandReach.socialFollowers ?? {};
      let total = 0;
      for (const network of SOCIAL_NETWORKS) {
        const label = `${NETWORK_LABELS[network]} followers`;
        const input = followers[network];
        inputs.push(inputRow(channel, label, input));
        if (input) total += input.value;
        else missing.push(label);
      }
      for (const item of used) {
        const occurrences = item.scope === "event" ? item.eventIds.length : 1;
        impressions += total * share(item.exposure, channel) * item.quantity * occurrences;
      }
    } else {
      const { key, label } = PER_EVENT[channel];
      const brandInput = brandReach[key];
      inputs.push(inputRow(channel, label, brandInput));
      const overridden = new Set<number>();
      let eventsMissing = 0;
      for (const item of used) {
        for (const eventId of item.eventIds) {
          const own = eventsById.get(eventId);
          const input = own?.reach[key] ?? brandInput;
          if (own?.reach[key] && !overridden.has(eventId)) {
            overridden.add(eventId);
            inputs.push(inputRow(channel, `${label} (${own.name})`, own.reach[key]));
          }
          if (!input) {
            eventsMissing += 1;
            continue;
          }
          impressions += input.value * share(item.exposure, channel) * item.quantity;
        }
      }
      if (eventsMissing > 0 || (!brandInput && used.every((item) => item.eventIds.length === 0)))
        missing.push(label);
    }
    const cpmUsd = CHANNEL_CPM_USD[channel];
    impressions = Math.round(impressions);
    channels.push({
      channel,
      cpmUsd,
      impressions,
      value: Math.round((impressions / 1000) * cpmUsd),
      missing,
    });
  }
  const valued = channels.filter((channel) => channel.impressions > 0);
  return {
    value: valued.length ? valued.reduce((sum, channel) => sum + channel.value, 0) : null,
    channels,
    inputs,
  };
}
