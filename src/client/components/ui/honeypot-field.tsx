import type { UseFormRegisterReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '../../../shared/honeypot';

/**
 * The bot trap: off-screen, out of the tab order and hidden from assistive technology, so
 * only form-filling bots put anything in it (the server then drops the submission).
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<typeof HONEYPOT_FIELD> }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
