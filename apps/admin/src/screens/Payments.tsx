import { adminRoutes as a } from '@courtside/contract/admin';
import { Stack } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, NumberInput, SelectInput, TextField, TextInput } from 'react-admin';
import { ActionButton } from '../kit/ActionButton';
import { ListExportActions } from '../kit/ExportButton';
import { MoneyField, StateField, TimeField, WithRecord } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

export const depositStates: Record<string, string> = {
  pending: '待支付',
  submitted: '已提交待审',
  paid: '已到账',
  closed: '已关闭',
  expired: '已过期',
  rejected: '已拒绝',
};
export const withdrawStates: Record<string, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已拒绝',
  cancelled: '已撤销',
};
const choices = (names: Record<string, string>) => Object.entries(names).map(([id, name]) => ({ id, name }));

const queueFilters = (states: Record<string, string>) => [
  <SelectInput key="state" source="state" label="状态" choices={choices(states)} alwaysOn />,
  <NumberInput key="memberId" source="memberId" label="会员ID" />,
  <TextInput key="orderNo" source="orderNo" label="订单号" />,
  <DateInput key="from" source="from" label="开始日期" />,
  <DateInput key="to" source="to" label="结束日期" />,
];

interface DepositRow {
  orderNo: string;
  username: string;
  amount: string;
  state: string;
}

export const DepositList = () => (
  <List
    empty={false}
    title="存款审核"
    filters={queueFilters(depositStates)}
    filterDefaultValues={{ state: 'submitted' }}
    actions={<ListExportActions resource="deposits" />}
    exporter={false}
    queryOptions={{ refetchInterval: REFRESH_MS }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="orderNo" label="订单号" sortable={false} />
      <TextField source="username" label="会员" sortable={false} />
      <TextField source="channelCode" label="渠道" sortable={false} />
      <MoneyField source="amount" label="金额" />
      <MoneyField source="payAmount" label="应付" />
      <StateField
        source="state"
        label="状态"
        names={depositStates}
        tones={{ paid: 'success', rejected: 'error', submitted: 'warning' }}
      />
      <TimeField source="createdAt" label="创建时间" />
      <TextField source="decidedBy" label="审核人" sortable={false} emptyText="—" />
      <FunctionField
        label="操作"
        render={() => (
          <WithRecord<DepositRow>>
            {(row) =>
              row.state === 'pending' || row.state === 'submitted' ? (
                <Stack direction="row" spacing={1}>
                  <ActionButton
                    route={a.depositDecide}
                    label="确认到账"
                    color="success"
                    title={`确认到账：${row.orderNo}`}
                    description={`会员 ${row.username} 的存款 ¥${row.amount} 将记入其中心钱包。请先核对银行流水。`}
                    input={(reason) => ({ orderNo: row.orderNo, decision: 'paid' as const, reason })}
                    done={(answer) => `${answer.orderNo} 已到账`}
                    testId="deposit-paid"
                  />
                  <ActionButton
                    route={a.depositDecide}
                    label="拒绝"
                    color="error"
                    title={`拒绝存款：${row.orderNo}`}
                    reason={{ label: '拒绝原因（会员可见）', field: 'reason' }}
                    input={(reason) => ({ orderNo: row.orderNo, decision: 'rejected' as const, reason })}
                    done={(answer) => `${answer.orderNo} 已拒绝`}
                    testId="deposit-reject"
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

interface WithdrawRow {
  orderNo: string;
  username: string;
  amount: string;
  state: string;
}

export const WithdrawalList = () => (
  <List
    empty={false}
    title="取款审核"
    filters={queueFilters(withdrawStates)}
    filterDefaultValues={{ state: 'pending' }}
    actions={<ListExportActions resource="withdrawals" />}
    exporter={false}
    queryOptions={{ refetchInterval: REFRESH_MS }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="orderNo" label="订单号" sortable={false} />
      <TextField source="username" label="会员" sortable={false} />
      <MoneyField source="amount" label="金额" />
      <MoneyField source="fee" label="手续费" />
      <FunctionField
        label="收款方式"
        render={(row: { destination: { label: string; account: string } }) =>
          `${row.destination.label} ${row.destination.account}`
        }
      />
      <StateField
        source="state"
        label="状态"
        names={withdrawStates}
        tones={{ approved: 'success', rejected: 'error', pending: 'warning' }}
      />
      <TimeField source="createdAt" label="申请时间" />
      <TextField source="decidedBy" label="审核人" sortable={false} emptyText="—" />
      <FunctionField
        label="操作"
        render={() => (
          <WithRecord<WithdrawRow>>
            {(row) =>
              row.state === 'pending' ? (
                <Stack direction="row" spacing={1}>
                  <ActionButton
                    route={a.withdrawDecide}
                    label="通过"
                    color="success"
                    title={`通过取款：${row.orderNo}`}
                    description={`向会员 ${row.username} 付出 ¥${row.amount}。`}
                    input={(reason) => ({ orderNo: row.orderNo, decision: 'approved' as const, reason })}
                    done={(answer) => `${answer.orderNo} 已通过`}
                    testId="withdraw-approve"
                  />
                  <ActionButton
                    route={a.withdrawDecide}
                    label="拒绝"
                    color="error"
                    title={`拒绝取款：${row.orderNo}`}
                    reason={{ label: '拒绝原因（会员可见）', field: 'reason' }}
                    input={(reason) => ({ orderNo: row.orderNo, decision: 'rejected' as const, reason })}
                    done={(answer) => `${answer.orderNo} 已拒绝，金额已退回会员钱包`}
                    testId="withdraw-reject"
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
