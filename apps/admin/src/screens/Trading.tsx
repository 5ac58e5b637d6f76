import { sportsbookDeskRoutes as d } from '@courtside/contract/admin';
import { Stack } from '@mui/material';
import { Datagrid, FunctionField, List, NumberInput, SelectInput, TextField } from 'react-admin';
import { ActionButton } from '../kit/ActionButton';
import { MoneyField, StateField, TimeField, WithRecord } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

const betStates: Record<string, string> = {
  pending: '确认中',
  accepted: '未结算',
  rejected: '已拒绝',
  settled: '已结算',
  void: '已作废',
  cashedOut: '已提前结算',
};

interface BetRow {
  id: number;
  betNo: string;
  state: string;
  stake: string;
  memberId: number;
  legs: { home: string; away: string; marketName: string; outcomeName: string; odds: number }[];
}

/** The trader's bet tickets: by match, member and state; an open ticket can be voided with a reason. */
export const BetList = () => (
  <List
    empty={false}
    title="注单"
    filters={[
      <SelectInput
        key="state"
        source="state"
        label="状态"
        choices={Object.entries(betStates).map(([id, name]) => ({ id, name }))}
        alwaysOn
      />,
      <NumberInput key="memberId" source="memberId" label="会员ID" alwaysOn />,
      <NumberInput key="matchId" source="matchId" label="赛事ID" />,
    ]}
    exporter={false}
    queryOptions={{ refetchInterval: REFRESH_MS }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="betNo" label="注单号" sortable={false} />
      <TextField source="memberId" label="会员ID" sortable={false} />
      <TextField source="typeName" label="类型" sortable={false} />
      <FunctionField
        label="选项"
        render={(row: BetRow) =>
          row.legs
            .map(
              (leg) =>
                `${leg.home} v ${leg.away} ${leg.marketName} ${leg.outcomeName} @${(leg.odds / 1000).toFixed(2)}`,
            )
            .join('；')
        }
      />
      <MoneyField source="stake" label="本金" />
      <MoneyField source="potentialReturn" label="可赢" />
      <StateField
        source="state"
        label="状态"
        names={betStates}
        tones={{ accepted: 'info', void: 'warning', rejected: 'error' }}
      />
      <TimeField source="placedAt" label="投注时间" />
      <FunctionField
        label="操作"
        render={() => (
          <WithRecord<BetRow>>
            {(row) =>
              row.state === 'accepted' || row.state === 'pending' ? (
                <Stack direction="row">
                  <ActionButton
                    route={d.deskVoidBet}
                    label="作废"
                    color="error"
                    title={`作废注单：${row.betNo}`}
                    description={`本金 ¥${row.stake} 将退还会员，此操作记入审计日志。`}
                    reason={{ label: '作废原因（至少2个字）', field: 'reason', required: true }}
                    input={(reason) => ({ betId: row.id, reason })}
                    done={(answer) => `${answer.betNo} 已作废`}
                    testId="bet-void"
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
