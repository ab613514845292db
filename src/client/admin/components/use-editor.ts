import { useCallback, useState } from 'react';

/** Which record a section's form drawer is editing: const editor = useEditor<Row>(); editor.openCreate(); editor.openEdit(row); editor.isOpen; editor.record (null when creating); editor.close(). */
export function useEditor<T>() {
  const [state, setState] = useState<{ isOpen: boolean; record: T | null }>({ isOpen: false, record: null });
  const openCreate = useCallback(() => setState({ isOpen: true, record: null }), []);
  const openEdit = useCallback((record: T) => setState({ isOpen: true, record }), []);
  // The record stays while the drawer animates closed, so its title does not flicker.
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  return { ...state, openCreate, openEdit, close };
}
