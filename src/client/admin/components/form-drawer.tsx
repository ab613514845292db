import { Button, Drawer, Stack } from '@chakra-ui/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { SideDrawer } from './side-drawer';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Usually react-hook-form's handleSubmit(save). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
  submitLabel?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
};

/** A side drawer holding a form with Cancel/Save: <FormDrawer open title onClose onSubmit={handleSubmit(save)} busy submitLabel="Save">fields</FormDrawer>; it cannot be closed while busy. */
export function FormDrawer({ open, title, onClose, onSubmit, busy = false, submitLabel = 'Save', size = 'md', children }: Props) {
  const formId = useId();
  return (
    <SideDrawer open={open} title={title} onClose={onClose} size={size} locked={busy}>
      <Drawer.Body py="6">
        <form id={formId} onSubmit={onSubmit} noValidate>
          <Stack gap="5">{children}</Stack>
        </form>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} colorPalette="blue" loading={busy} loadingText="Saving...">
          {submitLabel}
        </Button>
      </Drawer.Footer>
    </SideDrawer>
  );
}
