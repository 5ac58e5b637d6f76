import type { PromotionAdminView, PromotionTerms } from '@courtside/contract';
import { promoAdminRoutes as p } from '@courtside/contract/admin';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { ApiError, callRoute } from '../api/client';

/**
 * The dialogs that edit one block of a promotion's terms (福利任务, 转盘, 竞猜) save through the
 * promotion's own save: the row as it is, with the block replaced. Pessimistic like every console
 * write: the list reloads from the server's answer, and a refusal stays in the dialog (`error`).
 */
export function useTermsSave(row: PromotionAdminView) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const begin = () => {
    setError(null);
    setOpen(true);
  };
  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
  };
  const save = async (block: Partial<PromotionTerms>, done: (saved: PromotionAdminView) => string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callRoute(p.save, {
        id: row.id,
        code: row.code,
        kind: row.kind,
        title: row.title,
        summary: row.summary,
        image: row.image,
        terms: { ...row.terms, ...block },
        startDay: row.startDay,
        endDay: row.endDay,
        budget: row.budget,
        maxReceivers: row.maxReceivers,
        sort: row.sort,
      });
      notify(done(answer), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(-1, '请求未完成', 0, null));
    } finally {
      setBusy(false);
    }
  };
  return { open, busy, error, begin, close, save };
}
