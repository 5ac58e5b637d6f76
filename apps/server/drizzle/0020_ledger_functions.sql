-- Money in one round trip (issue 11): a ledger movement and the settlement of a two-phase transfer
-- each run as one function call, so a movement outside a transaction is a single statement instead
-- of about nine. The rules are the ones the ledger applied statement by statement before: accounts
-- locked in id order (the one order every movement takes, so two movements cannot deadlock), the
-- member floor checked before anything changes, idempotency by the transfer's unique key.

-- A movement between two existing accounts. Answers one row:
--   outcome 'moved'        the transfer was made (its id, state and both sides' balances after it);
--   outcome 'replayed'     a transfer under this key exists (its stored answer and request hash,
--                          which the caller compares with its own to refuse a different request);
--   outcome 'insufficient' the debit side is a member account without the money; nothing changed,
--                          and the caller's transaction is still usable.
-- A concurrent twin under the same key that commits first makes the insert fail with 23505; the
-- caller then reads the twin's answer.
CREATE FUNCTION ledger_move(
  p_debit bigint,
  p_credit bigint,
  p_amount bigint,
  p_currency text,
  p_kind text,
  p_pending boolean,
  p_reference text,
  p_key text,
  p_hash text,
  p_member bigint,
  p_detail jsonb,
  p_at timestamptz
) RETURNS TABLE (
  outcome text,
  transfer_id bigint,
  transfer_state text,
  stored_hash text,
  debit_balance bigint,
  debit_available bigint,
  credit_balance bigint,
  credit_available bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_account record;
  v_found integer := 0;
  v_short boolean := false;
  v_debit record;
  v_credit record;
  v_id bigint;
BEGIN
  RETURN QUERY
    SELECT 'replayed'::text, t.id, t.state, t.request_hash, NULL::bigint, t.debit_available_after,
      NULL::bigint, t.credit_available_after
    FROM wallet_transfer t WHERE t.idempotency_key = p_key;
  IF FOUND THEN RETURN; END IF;

  FOR v_account IN
    SELECT a.id, a.member_id, a.kind, a.balance - a.debits_pending AS available
    FROM wallet_account a WHERE a.id IN (p_debit, p_credit) ORDER BY a.id FOR UPDATE
  LOOP
    v_found := v_found + 1;
    IF v_account.id = p_debit AND v_account.member_id IS NOT NULL AND v_account.kind <> 'owed'
        AND v_account.available < p_amount THEN
      v_short := true;
    END IF;
  END LOOP;
  IF v_found <> 2 THEN
    RAISE EXCEPTION 'ledger_move: accounts % and % are not two existing accounts', p_debit, p_credit;
  END IF;
  IF v_short THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::text, NULL::text, NULL::bigint,
      NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  UPDATE wallet_account a SET
    balance = a.balance - CASE WHEN p_pending THEN 0 ELSE p_amount END,
    debits_pending = a.debits_pending + CASE WHEN p_pending THEN p_amount ELSE 0 END
  WHERE a.id = p_debit
  RETURNING a.balance, a.balance - a.debits_pending AS available INTO v_debit;
  UPDATE wallet_account a SET
    balance = a.balance + CASE WHEN p_pending THEN 0 ELSE p_amount END,
    credits_pending = a.credits_pending + CASE WHEN p_pending THEN p_amount ELSE 0 END
  WHERE a.id = p_credit
  RETURNING a.balance, a.balance - a.debits_pending AS available INTO v_credit;

  INSERT INTO wallet_transfer (
    debit_account_id, credit_account_id, amount, currency, kind, state, reference, idempotency_key,
    request_hash, member_id, detail, debit_available_after, credit_available_after, created_at
  ) VALUES (
    p_debit, p_credit, p_amount, p_currency, p_kind, CASE WHEN p_pending THEN 'pending' ELSE 'posted' END,
    p_reference, p_key, p_hash, p_member, p_detail, v_debit.available, v_credit.available, p_at
  ) RETURNING id INTO v_id;

  RETURN QUERY SELECT 'moved'::text, v_id, CASE WHEN p_pending THEN 'pending' ELSE 'posted' END, p_hash,
    v_debit.balance, v_debit.available, v_credit.balance, v_credit.available;
END
$$;
--> statement-breakpoint

-- Posts or voids a pending transfer. Answers one row: outcome 'settled' with both sides' balances,
-- owners and kinds (a venue's wallet reported as 'venue'; for the balance pushes), 'unchanged' when it was already posted or voided (its stored
-- answer), or no row when there is no such transfer.
CREATE FUNCTION ledger_settle(p_transfer bigint, p_posted boolean, p_at timestamptz)
RETURNS TABLE (
  outcome text,
  transfer_id bigint,
  transfer_state text,
  amount bigint,
  debit_balance bigint,
  debit_available bigint,
  credit_balance bigint,
  credit_available bigint,
  debit_site integer,
  debit_member bigint,
  credit_site integer,
  credit_member bigint,
  debit_kind text,
  credit_kind text,
  currency text
) LANGUAGE plpgsql AS $$
DECLARE
  v_transfer wallet_transfer;
  v_debit record;
  v_credit record;
BEGIN
  SELECT * INTO v_transfer FROM wallet_transfer t WHERE t.id = p_transfer FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  IF v_transfer.state <> 'pending' THEN
    RETURN QUERY SELECT 'unchanged'::text, v_transfer.id, v_transfer.state, v_transfer.amount, NULL::bigint,
      v_transfer.debit_available_after, NULL::bigint, v_transfer.credit_available_after, NULL::integer,
      NULL::bigint, NULL::integer, NULL::bigint, NULL::text, NULL::text, v_transfer.currency;
    RETURN;
  END IF;

  PERFORM 1 FROM wallet_account a
  WHERE a.id IN (v_transfer.debit_account_id, v_transfer.credit_account_id) ORDER BY a.id FOR UPDATE;
  UPDATE wallet_account a SET
    balance = a.balance - CASE WHEN p_posted THEN v_transfer.amount ELSE 0 END,
    debits_pending = a.debits_pending - v_transfer.amount
  WHERE a.id = v_transfer.debit_account_id
  RETURNING a.balance, a.balance - a.debits_pending AS available, a.site_id, a.member_id, a.kind, a.venue_code
  INTO v_debit;
  UPDATE wallet_account a SET
    balance = a.balance + CASE WHEN p_posted THEN v_transfer.amount ELSE 0 END,
    credits_pending = a.credits_pending - v_transfer.amount
  WHERE a.id = v_transfer.credit_account_id
  RETURNING a.balance, a.balance - a.debits_pending AS available, a.site_id, a.member_id, a.kind, a.venue_code
  INTO v_credit;
  UPDATE wallet_transfer t SET state = CASE WHEN p_posted THEN 'posted' ELSE 'voided' END, resolved_at = p_at
  WHERE t.id = v_transfer.id;

  RETURN QUERY SELECT 'settled'::text, v_transfer.id, CASE WHEN p_posted THEN 'posted' ELSE 'voided' END,
    v_transfer.amount, v_debit.balance, v_debit.available, v_credit.balance, v_credit.available,
    v_debit.site_id, v_debit.member_id, v_credit.site_id, v_credit.member_id,
    CASE WHEN v_debit.venue_code = '' THEN v_debit.kind ELSE 'venue' END,
    CASE WHEN v_credit.venue_code = '' THEN v_credit.kind ELSE 'venue' END, v_transfer.currency;
END
$$;
