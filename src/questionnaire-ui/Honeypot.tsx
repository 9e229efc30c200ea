import type { Ref } from 'react';

/**
 * A field people never see or hear: off-screen, hidden from assistive technology and out of the
 * tab order. Bots that fill every input fill it, and the server files their post as spam.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Leave this field empty
        <input ref={ref} type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
