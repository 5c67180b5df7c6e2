"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { isExclusivityConflict, useCreateDeal, useUpdateDeal } from "@/lib/client/hooks/use-deals";
import { useZodForm } from "@/lib/client/use-form";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import {
  dealFormSchema,
  type DealConflictDetails,
  type SponsorDeal,
} from "@/lib/shared/schemas/deal";
import { ConflictCallout } from "./conflict-callout";
import { DEFAULT_LEVEL, parseMoney } from "@/lib/shared/deal-rules";
import { DealFormFields, type DealFormValues } from "./deal-form-fields";

const emptyForm = (): DealFormValues => ({
  sponsorName: "",
  sponsorBrandId: null,
  industry: "",
  sponsorshipLevel: DEFAULT_LEVEL,
  isExclusive: false,
  status: "Pending",
  value: "",
  currency: "USD",
  startDate: "",
  endDate: "",
  activationTypes: [],
});

const formOf = (deal: SponsorDeal): DealFormValues => ({
  sponsorName: deal.sponsorName,
  sponsorBrandId: deal.sponsorBrandId,
  industry: deal.industry ?? "",
  sponsorshipLevel: deal.sponsorshipLevel,
  isExclusive: deal.isExclusive,
  status: (["Active", "Pending", "Expired"] as const).find((s) => s === deal.status) ?? "Pending",
  value: String(deal.value),
  currency: deal.currency,
  startDate: deal.startDate ?? "",
  endDate: deal.endDate ?? "",
  activationTypes: deal.activationTypes,
});

/**
 * Add Sponsor / Edit: a real form. The server checks every field; a clash with exclusive rights
 * comes back as a warning listing the conflicts, with Cancel and Save anyway.
 */
export function DealFormDialog({
  eventBrandId,
  brandName,
  deal,
  open,
  onOpenChange,
}: {
  eventBrandId: number;
  brandName: string;
  /** The deal being edited; none to add one. */
  deal: SponsorDeal | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(dealFormSchema, deal ? formOf(deal) : emptyForm());
  const { values, errors } = form;
  const [conflicts, setConflicts] = useState<ExclusivityConflict[]>([]);
  const create = useCreateDeal();
  const update = useUpdateDeal(deal?.id ?? 0);
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof DealFormValues>(key: K, value: DealFormValues[K]) => {
    form.setField(key, value);
    setConflicts([]);
  };

  const submit = (acknowledgeConflicts: boolean) => {
    const value = values.value.trim() ? parseMoney(values.value) : undefined;
    if (value === null) {
      form.setErrors({ value: "Deal value must be a number, e.g. 2,500,000" });
      return;
    }
    if (!form.validate()) return;
    const body = {
      sponsorName: values.sponsorName,
      sponsorBrandId: values.sponsorBrandId,
      industry: values.industry || null,
      sponsorshipLevel: values.sponsorshipLevel,
      isExclusive: values.isExclusive,
      status: values.status,
      value,
      currency: values.currency,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      activationTypes: values.activationTypes,
      acknowledgeConflicts,
    };
    const handlers = {
      onSuccess: () => {
        setConflicts([]);
        if (!deal) form.reset(emptyForm());
        onOpenChange(false);
      },
      onError: (error: Error) => {
        if (isExclusivityConflict(error)) {
          setConflicts((error.details as DealConflictDetails | undefined)?.conflicts ?? []);
          return;
        }
        form.applyServerError(error);
      },
    };
    if (deal) update.mutate(body, handlers);
    else
      create.mutate(
        { ...body, eventBrandId, sponsorBrandId: body.sponsorBrandId ?? undefined },
        handlers,
      );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-2xl"
      className="grid gap-5"
      title={deal ? `Edit ${deal.sponsorName}` : "Add Sponsor"}
      description={
        deal ? `Update this deal with ${brandName}.` : `Record a sponsor deal with ${brandName}.`
      }
      onSubmit={() => submit(false)}
      submitLabel={deal ? "Save Changes" : "Add Sponsor"}
      pendingLabel="Saving..."
      pending={pending}
      canSubmit={conflicts.length === 0}
      onCancel={() => onOpenChange(false)}
      cancelLabel="Close"
      cancelDisabled={false}
    >
      <DealFormFields values={values} errors={errors} set={set} />
      {conflicts.length > 0 ? (
        <ConflictCallout
          conflicts={conflicts}
          title="This deal clashes with exclusive rights"
          className="[&_[data-slot=alert-description]]:text-foreground"
        >
          <p className="mt-1">Save it anyway, or cancel to change the level or industry.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setConflicts([])}>
              Cancel
            </Button>
            <Button type="button" size="sm" onClick={() => submit(true)} disabled={pending}>
              Save anyway
            </Button>
          </div>
        </ConflictCallout>
      ) : null}
    </FormDialog>
  );
}
