"use client";

import { ExternalLink, Mail, Phone, Star, UserRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EditableListCard, EditDeleteButtons } from "@/components/ui/editable-list-card";
import { EmptyState } from "@/components/ui/empty-state";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { DialogForm } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import {
  useDeleteContact,
  useMakePrimaryContact,
  useSaveContact,
  useSponsorContacts,
} from "@/lib/client/hooks/use-contacts";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";
import type { ContactFormValues, ContactView } from "@/lib/shared/schemas/contact";

// The form's zod schema arrives in a chunk of its own, after the page.
const contactFormSchema = lazySchema(() =>
  import("@/lib/shared/schemas/contact").then((m) => m.contactFormSchema),
);

/**
 * The people a seller deals with at a sponsor: the primary contact first, with title, email,
 * phone and LinkedIn; add, edit, make primary and delete. Used on the sponsor's detail page and
 * its interactions page.
 */
export function ContactsCard({
  sponsorId,
  sponsorName,
}: {
  sponsorId: number;
  sponsorName: string;
}) {
  const query = useSponsorContacts(sponsorId);
  return (
    <EditableListCard
      title="Contacts"
      addLabel="Add Contact"
      noun="contacts"
      query={query}
      items={query.data ?? []}
      loadingClassName="h-24"
      empty={
        <EmptyState
          headingLevel={3}
          icon={<UserRound />}
          title="No contacts yet"
          description={`Add the people you deal with at ${sponsorName}.`}
        />
      }
      listLabel={`Contacts at ${sponsorName}`}
      renderItem={(contact, actions) => (
        <ContactItem sponsorId={sponsorId} contact={contact} {...actions} />
      )}
      renderEditor={(contact, done) => (
        <ContactForm
          sponsorId={sponsorId}
          sponsorName={sponsorName}
          contact={contact}
          onDone={done}
        />
      )}
      renderDelete={(contact, onClose) => (
        <DeleteContactDialog sponsorId={sponsorId} contact={contact} onClose={onClose} />
      )}
    />
  );
}

function ContactItem({
  sponsorId,
  contact,
  onEdit,
  onDelete,
}: {
  sponsorId: number;
  contact: ContactView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const makePrimary = useMakePrimaryContact(sponsorId);
  return (
    <li className="flex gap-3 rounded-lg border border-border p-3">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{contact.name}</h3>
          {contact.isPrimary ? <Badge variant="info">Primary</Badge> : null}
        </div>
        {contact.title ? <p className="text-sm text-muted-foreground">{contact.title}</p> : null}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {contact.email ? (
            <a
              className="inline-flex items-center gap-1 underline"
              href={`mailto:${contact.email}`}
            >
              <Mail className="size-3.5" aria-hidden /> {contact.email}
            </a>
          ) : null}
          {contact.phone ? (
            <a
              className="inline-flex items-center gap-1 underline"
              href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
            >
              <Phone className="size-3.5" aria-hidden /> {contact.phone}
            </a>
          ) : null}
          {contact.linkedinUrl ? (
            <a
              className="inline-flex items-center gap-1 underline"
              href={contact.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink className="size-3.5" aria-hidden /> LinkedIn
            </a>
          ) : null}
        </div>
        {contact.notes ? (
          <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
            {contact.notes}
          </p>
        ) : null}
      </div>
      <EditDeleteButtons name={contact.name} onEdit={onEdit} onDelete={onDelete}>
        {contact.isPrimary ? null : (
          <Button
            variant="ghost"
            size="icon"
            disabled={makePrimary.isPending}
            onClick={() => makePrimary.mutate(contact.id)}
            aria-label={`Make ${contact.name} primary`}
            title="Make primary"
          >
            <Star className="size-4" aria-hidden />
          </Button>
        )}
      </EditDeleteButtons>
    </li>
  );
}

const initialValues = (contact?: ContactView): ContactFormValues => ({
  firstName: contact?.firstName ?? "",
  lastName: contact?.lastName ?? "",
  title: contact?.title ?? "",
  email: contact?.email ?? "",
  phone: contact?.phone ?? "",
  linkedinUrl: contact?.linkedinUrl ?? "",
  notes: contact?.notes ?? "",
  isPrimary: contact?.isPrimary ?? false,
});

/** Add a contact, or edit one (the dialog's body, mounted afresh at each opening). */
function ContactForm({
  sponsorId,
  sponsorName,
  contact,
  onDone,
}: {
  sponsorId: number;
  sponsorName: string;
  contact?: ContactView;
  onDone: () => void;
}) {
  const form = useLazyZodForm(contactFormSchema, initialValues(contact));
  const save = useSaveContact(sponsorId);
  return (
    <DialogForm
      title={contact ? "Edit Contact" : "Add Contact"}
      description={
        contact
          ? `Change ${contact.name}'s details.`
          : `Add a person you deal with at ${sponsorName}.`
      }
      onSubmit={form.handleSubmit((input) =>
        save.mutate(
          { id: contact?.id, ...input },
          { onSuccess: onDone, onError: form.onServerError("firstName") },
        ),
      )}
      submitLabel={contact ? "Save Changes" : "Add Contact"}
      pendingLabel="Saving..."
      pending={save.isPending}
      onCancel={onDone}
    >
      <div className="grid grid-cols-2 gap-4">
        <Field label="First name" error={form.errors.firstName}>
          <Input autoComplete="off" {...form.bind("firstName")} />
        </Field>
        <Field label="Last name" error={form.errors.lastName}>
          <Input autoComplete="off" {...form.bind("lastName")} />
        </Field>
      </div>
      <Field label="Title" error={form.errors.title}>
        <Input placeholder="Head of Sponsorship" {...form.bind("title")} />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Email" error={form.errors.email}>
          <Input type="email" autoComplete="off" {...form.bind("email")} />
        </Field>
        <Field label="Phone" error={form.errors.phone}>
          <Input type="tel" autoComplete="off" {...form.bind("phone")} />
        </Field>
      </div>
      <Field label="LinkedIn URL" error={form.errors.linkedinUrl}>
        <Input
          type="url"
          placeholder="https://www.linkedin.com/in/..."
          {...form.bind("linkedinUrl")}
        />
      </Field>
      <Field label="Notes" error={form.errors.notes}>
        <Textarea rows={3} {...form.bind("notes")} />
      </Field>
      <CheckboxField
        id="contact-primary"
        label="Primary contact"
        checked={form.values.isPrimary === true}
        onCheckedChange={(checked) => form.setField("isPrimary", checked)}
      />
    </DialogForm>
  );
}

function DeleteContactDialog({
  sponsorId,
  contact,
  onClose,
}: {
  sponsorId: number;
  contact: ContactView | null;
  onClose: () => void;
}) {
  const remove = useDeleteContact(sponsorId);
  return (
    <ConfirmDialog
      open={contact !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Contact?"
      description={
        contact?.isPrimary
          ? `${contact.name} will be removed for your whole team. Interactions with them stay in the log. No other contact becomes primary.`
          : `${contact?.name ?? "This contact"} will be removed for your whole team. Interactions with them stay in the log.`
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      destructive
      stayOpen
      onConfirm={() => contact && remove.mutate(contact.id, { onSettled: onClose })}
    />
  );
}
