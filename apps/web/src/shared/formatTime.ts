import { formatShanghaiDateTime } from '@courtside/domain';

/** Server ISO times in the site's zone (Asia/Shanghai, spec section 9); anything unparsable as given. */
export const formatTime = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatShanghaiDateTime(ms);
};
