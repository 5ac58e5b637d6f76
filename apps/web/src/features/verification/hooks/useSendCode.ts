import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { retryAfterSeconds, type SendCodeInput, sendCode } from '../api/sendCode';
import { useCountdown } from './useCountdown';

/**
 * Sends a verification code (register, bind) and keeps what the code field shows: the countdown to
 * the next send, whether one was sent, and the demo code. `send` resolves once sent or once the
 * server asked to wait (10604: the countdown then runs its `retryAfter`); other failures reject, for
 * the form to show where it shows its errors.
 */
export function useSendCode() {
  const mutation = useMutation({ mutationFn: sendCode });
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  const [demoCode, setDemoCode] = useState<string | undefined>();

  const send = async (input: SendCodeInput): Promise<void> => {
    try {
      const result = await mutation.mutateAsync(input);
      setSent(true);
      setDemoCode(result.demoCode);
      countdown.start(result.cooldownSeconds);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait === null) throw error;
      countdown.start(wait);
    }
  };

  return { send, seconds: countdown.seconds, pending: mutation.isPending, sent, demoCode };
}
