import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** How long after the last keystroke a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 2000;

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'failed';

/**
 * An editorial item's draft saving itself (issue 15 item 5): `AUTOSAVE_DELAY_MS` after the editor stops
 * typing, and when a field loses focus. Only the editor's own changes start it (never a reset or a save's
 * answer, which could otherwise save forever), values the form's schema refuses wait until they are
 * fixed, and one save runs at a time; a change made while one runs saves after it. `unsaved` says
 * whether anything typed is not in the draft yet, so closing or leaving asks first.
 */
export function useAutosave(
  form: UseFormReturn<FieldValues>,
  schema: z.ZodObject,
  enabled: boolean,
  /** Saves the values into the draft; false when it did not (the error or conflict is already shown). */
  save: (values: FieldValues) => Promise<boolean>,
) {
  const [state, setState] = useState<AutosaveState>('idle');
  const [unsaved, setUnsaved] = useState(false);
  const edits = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  // The latest save function: its draft version moves on with every save, and the timer must use it.
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });

  const saveNow = async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) {
      await running.current;
      return saveNow();
    }
    const startedAt = edits.current;
    if (startedAt === 0) return;
    const values = form.getValues();
    if (!schema.safeParse(values).success) return setState('invalid');
    setState('saving');
    running.current = saveRef.current(values).then((saved) => {
      running.current = null;
      if (!saved) return setState('failed');
      // Typed while it saved: still unsaved, and the next save follows.
      if (edits.current === startedAt) {
        edits.current = 0;
        setUnsaved(false);
        setState('saved');
      } else setState('pending');
    });
    await running.current;
  };

  useEffect(() => {
    if (!enabled) return;
    const watching = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      edits.current += 1;
      setUnsaved(true);
      setState('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      watching.unsubscribe();
      clearTimeout(timer.current);
      edits.current = 0;
      setUnsaved(false);
      setState('idle');
    };
    // saveNow reads only refs and the form, which stay the same object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, form]);

  return {
    state,
    unsaved,
    /** A field lost focus: save what was typed now rather than after the delay. */
    onBlur: () => {
      if (enabled && edits.current > 0) void saveNow();
    },
    /** Waits for a save under way, and stops the timer: the editor is saving, publishing or previewing by hand. */
    idle: async () => {
      clearTimeout(timer.current);
      await running.current;
    },
    /** The editor saved, published or discarded by hand: nothing typed is waiting any more. */
    settled: () => {
      clearTimeout(timer.current);
      edits.current = 0;
      setUnsaved(false);
    },
  };
}
