import { Button, IconButton } from '@chakra-ui/react';
import { Mail, Trash2 } from 'lucide-react';
import { ConfirmDelete } from './confirm-delete';

/** A detail drawer's Delete button; it asks first (see ConfirmDelete). */
export function DeleteRecordButton({ subject, onConfirm }: { subject: string; onConfirm: () => Promise<unknown> | void }) {
  return (
    <ConfirmDelete
      subject={subject}
      onConfirm={onConfirm}
      trigger={
        <Button variant="outline" colorPalette="red" size="sm">
          <Trash2 aria-hidden /> Delete
        </Button>
      }
    />
  );
}

/** Opens the visitor's mail program with a reply to the sender already addressed. */
export function ReplyByEmailButton({ email, subject }: { email: string; subject: string }) {
  return (
    <Button asChild colorPalette="blue" size="sm">
      <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}>
        <Mail aria-hidden /> Reply by email
      </a>
    </Button>
  );
}

type DeleteIconProps = {
  /** The button's accessible name: "Delete “Strategy”". */
  label: string;
  subject: string;
  onConfirm: () => Promise<unknown> | void;
  /** With a reason shown on hover, when the row cannot be deleted. */
  disabled?: boolean;
  title?: string;
  /** What becomes of it, when a delete can be undone (see ConfirmDelete). */
  afterwards?: string;
};

/** A table row's red bin button; it asks first (see ConfirmDelete). */
export function DeleteIconButton({ label, subject, onConfirm, disabled, title, afterwards }: DeleteIconProps) {
  return (
    <ConfirmDelete
      subject={subject}
      onConfirm={onConfirm}
      afterwards={afterwards}
      trigger={
        <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={label} title={title} disabled={disabled}>
          <Trash2 aria-hidden />
        </IconButton>
      }
    />
  );
}
