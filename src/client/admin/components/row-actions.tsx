import { Flex, IconButton } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteIconButton } from './record-actions';

type Props = {
  /** The record's name, for labels: "Edit “Strategy”". */
  label: string;
  /** Words for the confirmation: "the service “Strategy”". */
  subject: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  /** What becomes of a deleted row, when a delete can be undone (see ConfirmDelete). */
  afterDelete?: string;
  /** Extra buttons shown before Edit (e.g. OrderButtons). */
  children?: ReactNode;
};

/** A row's Edit and Delete (with ConfirmDelete) icon buttons: <RowActions label={row.title} subject={`the service “${row.title}”`} onEdit={…} onDelete={…} />. */
export function RowActions({ label, subject, onEdit, onDelete, afterDelete, children }: Props) {
  return (
    <Flex gap="1" justify="flex-end" align="center">
      {children}
      <IconButton size="sm" variant="ghost" aria-label={`Edit “${label}”`} onClick={onEdit}>
        <Pencil aria-hidden />
      </IconButton>
      <DeleteIconButton label={`Delete “${label}”`} subject={subject} onConfirm={onDelete} afterwards={afterDelete} />
    </Flex>
  );
}
