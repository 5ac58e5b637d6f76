import { adminRoutes as a } from '@courtside/contract/admin';
import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import { ActionButton } from '../kit/ActionButton';
import { ListExportActions } from '../kit/ExportButton';
import { TimeField, WithRecord } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

interface DeadLetterRow {
  id: number;
  subscriber: string;
  topic: string;
}

/** Events a subscriber gave up on after its retries; replaying one hands it to that subscriber again. */
export const DeadLetterList = () => (
  <List
    empty={false}
    title="投递失败事件"
    actions={<ListExportActions resource="deadLetters" />}
    exporter={false}
    queryOptions={{ refetchInterval: REFRESH_MS }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <NumberField source="id" label="编号" sortable={false} />
      <TextField source="subscriber" label="订阅者" sortable={false} />
      <TextField source="topic" label="事件" sortable={false} />
      <NumberField source="eventId" label="事件ID" sortable={false} />
      <NumberField source="attempts" label="重试次数" sortable={false} />
      <TextField source="error" label="最后错误" sortable={false} />
      <TimeField source="createdAt" label="放弃时间" />
      <FunctionField
        label="操作"
        render={() => (
          <WithRecord<DeadLetterRow>>
            {(row) => (
              <ActionButton
                route={a.deadLetterReplay}
                label="重新投递"
                title={`重新投递：${row.topic}`}
                description={`把该事件再次交给 ${row.subscriber} 处理。处理是幂等的：已生效的不会重复生效。`}
                input={() => ({ id: row.id })}
                done={(answer) => (answer.replayed ? '已重新投递' : '该事件已被处理，无需重新投递')}
                testId="dead-letter-replay"
              />
            )}
          </WithRecord>
        )}
      />
    </Datagrid>
  </List>
);
