import { adminRoutes as a } from '@courtside/contract/admin';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  Create,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  ListButton,
  NumberField,
  NumberInput,
  RadioButtonGroupInput,
  type RaRecord,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Title,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRedirect,
} from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { useMayCall } from '../kit/access';
import { ListExportActions } from '../kit/ExportButton';
import { MoneyField, StateField, TimeField, WithRecord, yuan } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

const adjustmentStates: Record<string, string> = {
  pending: '待复核',
  approved: '入账中',
  done: '已入账',
  rejected: '已拒绝',
};
const directions: Record<string, string> = { credit: '加款', debit: '扣款' };

interface AdjustmentRow {
  id: number;
  memberName: string;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
  state: string;
  requestedBy: string;
}

/** The site's four-eyes threshold, as the adjustments list reports it. */
function ThresholdNote() {
  const { data } = useQuery({
    queryKey: ['adjustThreshold'],
    queryFn: () => callRoute(a.adjustments, { pageSize: 1 }),
  });
  return data ? (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="four-eyes-threshold">
      {`金额达到 ${yuan(data.threshold)} 的调整需另一名操作员复核后才入账。`}
    </Alert>
  ) : null;
}

function AdjustmentActions() {
  const canCreate = useMayCall(a.adjust);
  return <ListExportActions resource="adjustments">{canCreate && <CreateButton label="新建调整" />}</ListExportActions>;
}

export const AdjustmentList = () => {
  const { identity } = useGetIdentity();
  return (
    <List
      empty={false}
      title="人工调整"
      actions={<AdjustmentActions />}
      filters={[
        <SelectInput
          key="state"
          source="state"
          label="状态"
          choices={Object.entries(adjustmentStates).map(([id, name]) => ({ id, name }))}
          alwaysOn
        />,
        <NumberInput key="memberId" source="memberId" label="会员ID" />,
      ]}
      exporter={false}
      queryOptions={{ refetchInterval: REFRESH_MS }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <NumberField source="id" label="编号" sortable={false} />
        <TextField source="memberName" label="会员" sortable={false} />
        <StateField source="direction" label="方向" names={directions} />
        <MoneyField source="amount" label="金额" />
        <TextField source="reason" label="原因" sortable={false} />
        <StateField
          source="state"
          label="状态"
          names={adjustmentStates}
          tones={{ pending: 'warning', done: 'success', rejected: 'error', approved: 'info' }}
        />
        <TextField source="requestedBy" label="提交人" sortable={false} />
        <TimeField source="requestedAt" label="提交时间" />
        <TextField source="decidedBy" label="复核人" sortable={false} emptyText="—" />
        <MoneyField source="balanceAfter" label="调整后余额" />
        <FunctionField
          label="复核"
          render={() => (
            <WithRecord<AdjustmentRow>>
              {(row) =>
                (row.state === 'pending' || row.state === 'approved') &&
                row.requestedBy !== `admin:${identity?.fullName ?? ''}` ? (
                  <Stack direction="row" spacing={1}>
                    <ActionButton
                      route={a.adjustDecide}
                      label="通过"
                      color="success"
                      title={`复核通过：${directions[row.direction]} ${yuan(row.amount)}`}
                      description={`会员 ${row.memberName}，原因：${row.reason}。提交人 ${row.requestedBy}。`}
                      reason={{ label: '复核备注', field: 'note' }}
                      input={(note) => ({ id: row.id, decision: 'approved' as const, note })}
                      done={(answer) => `已入账，调整后余额 ${yuan(answer.balanceAfter)}`}
                      testId="adjust-approve"
                    />
                    <ActionButton
                      route={a.adjustDecide}
                      label="拒绝"
                      color="error"
                      title="拒绝此调整"
                      reason={{ label: '拒绝原因', field: 'note' }}
                      input={(note) => ({ id: row.id, decision: 'rejected' as const, note })}
                      done={() => '已拒绝'}
                      testId="adjust-reject"
                    />
                  </Stack>
                ) : null
              }
            </WithRecord>
          )}
        />
      </Datagrid>
    </List>
  );
};

/** A new adjustment. Its request id is made once per form, so a double submit is the same adjustment. */
export const AdjustmentCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const requestId = useMemo(() => crypto.randomUUID(), []);
  return (
    <Create
      title="人工调整"
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => ({ ...data, requestId })}
      mutationOptions={{
        onSuccess: (answer: RaRecord) => {
          notify(
            answer.state === 'pending'
              ? '已提交，金额达到复核线，等待另一名操作员复核'
              : `已入账，余额 ${yuan(answer.balanceAfter)}`,
            {
              type: 'success',
            },
          );
          redirect('list', 'adjustments');
        },
      }}
      actions={
        <TopToolbar>
          <ListButton label="返回列表" />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <ThresholdNote />
        <NumberInput source="memberId" label="会员ID" />
        <RadioButtonGroupInput
          source="direction"
          label="方向"
          defaultValue="credit"
          choices={[
            { id: 'credit', name: '加款' },
            { id: 'debit', name: '扣款' },
          ]}
        />
        <TextInput source="amount" label="金额（元）" helperText="最多两位小数" />
        <TextInput source="reason" label="原因" multiline fullWidth />
      </SimpleForm>
    </Create>
  );
};

export const PendingTransferList = () => (
  <List
    empty={false}
    title="挂起的场馆转账"
    exporter={false}
    actions={
      <ListExportActions resource="pendingTransfers">
        <ActionButton
          route={a.reconcile}
          label="立即对账"
          title="处理挂起的场馆转账"
          description="向各场馆查询挂起转账的结果：已成功的入账，已失败的作废。"
          input={() => ({})}
          done={(answer) => `已入账 ${answer.posted} 笔，作废 ${answer.voided} 笔，仍挂起 ${answer.left} 笔`}
          testId="reconcile"
        />
      </ListExportActions>
    }
    queryOptions={{ refetchInterval: REFRESH_MS }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <NumberField source="id" label="编号" sortable={false} />
      <NumberField source="memberId" label="会员ID" sortable={false} />
      <TextField source="venueCode" label="场馆" sortable={false} />
      <TextField source="kind" label="类型" sortable={false} />
      <MoneyField source="amount" label="金额" />
      <TextField source="state" label="状态" sortable={false} />
      <TimeField source="createdAt" label="发起时间" />
    </Datagrid>
  </List>
);

/** The ledger's invariants, checked when the operator asks. */
export function LedgerCheck() {
  const check = useMutation({ mutationFn: () => callRoute(a.ledgerCheck, {}) });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="账本检查" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        账本检查
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography sx={{ mb: 2 }}>
            检查每笔转账借贷相等、每个账户余额与流水一致、挂起金额与挂起转账一致（与 npm run ledger:check 相同）。
          </Typography>
          <Button
            variant="contained"
            onClick={() => check.mutate()}
            disabled={check.isPending}
            data-testid="ledger-check"
          >
            {check.isPending ? '检查中…' : '立即检查'}
          </Button>
          {check.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {check.error.message}
            </Alert>
          )}
          {check.data && (
            <Alert severity={check.data.ok ? 'success' : 'error'} sx={{ mt: 2 }} data-testid="ledger-result">
              {check.data.ok ? '账本一致，没有发现问题' : `发现 ${check.data.problems.length} 个问题`}
              {check.data.problems.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id and never reorder
                <pre key={i}>{`${p.problem}: ${JSON.stringify(p.detail)}`}</pre>
              ))}
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
