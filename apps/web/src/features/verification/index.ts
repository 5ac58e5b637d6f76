export { retryAfterSeconds, type SendCodeInput, type SendCodeResult, sendCode } from './api/sendCode';
export { DemoCode, SendCodeButton } from './components/SendCodeButton';
export { useCountdown } from './hooks/useCountdown';
export { useSendCode } from './hooks/useSendCode';
