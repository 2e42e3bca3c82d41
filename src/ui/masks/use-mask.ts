/**
 * Attaches an imask mask to an input for as long as the component lives. `options` must be stable (memoise it);
 * `onAccept` runs after every accepted change with the mask, so the caller reads `value`, `unmaskedValue` or
 * `masked.isComplete`.
 */
import type { FactoryOpts, InputMask } from 'imask';
import { useEffect, useRef } from 'react';
import { attachMask } from './masks';

export function useMask<Opts extends FactoryOpts>(options: Opts, onAccept?: (mask: InputMask<Opts>) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<Opts> | null>(null);
  const onAcceptRef = useRef(onAccept);
  useEffect(() => {
    onAcceptRef.current = onAccept;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const mask = attachMask(element, options);
    maskRef.current = mask;
    const handleAccept = () => onAcceptRef.current?.(mask);
    mask.on('accept', handleAccept);
    return () => {
      mask.off('accept', handleAccept);
      mask.destroy();
      maskRef.current = null;
    };
  }, [options]);
  return { ref, maskRef };
}
