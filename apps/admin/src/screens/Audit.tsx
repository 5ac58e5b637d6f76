import { adminExportPaths, adminRoutes } from '@courtside/contract/admin';
import {
  Datagrid,
  DateTimeInput,
  FilterButton,
  FunctionField,
  List,
  NumberInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { ExportLink } from '../kit/ExportButton';
import { TimeField } from '../kit/fields';

/** The export link carries the list's filters; the download streams from the server (CSV). */
function AuditExportLink() {
  const { filterValues, sort } = useListContext();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filterValues as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, key === 'from' || key === 'to' ? new Date(String(value)).toISOString() : String(value));
  }
  query.set('order', sort.order === 'ASC' ? 'asc' : 'desc');
  // The audit log keeps its own export: it reads the log by key, not page by page.
  return <ExportLink href={`${adminExportPaths.audit}?${query}`} route={adminRoutes.auditList} />;
}

export const AuditList = () => (
  <List
    empty={false}
    title="审计日志"
    sort={{ field: 'id', order: 'DESC' }}
    filters={[
      <TextInput key="action" source="action" label="操作（如 wallet. 为前缀）" alwaysOn />,
      <TextInput key="actor" source="actor" label="操作员（如 admin:admin）" alwaysOn />,
      <NumberInput key="memberId" source="memberId" label="会员ID" />,
      <DateTimeInput key="from" source="from" label="开始时间" />,
      <DateTimeInput key="to" source="to" label="结束时间" />,
    ]}
    actions={
      <TopToolbar>
        <FilterButton />
        <AuditExportLink />
      </TopToolbar>
    }
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" label="编号" />
      <TimeField source="at" label="时间" />
      <TextField source="actor" label="操作员" sortable={false} />
      <TextField source="action" label="操作" sortable={false} />
      <TextField source="ip" label="IP" sortable={false} emptyText="—" />
      <FunctionField
        label="内容（之前 → 之后）"
        sortable={false}
        render={(row: { detail: unknown }) => (
          <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
            {JSON.stringify(row.detail)}
          </code>
        )}
      />
    </Datagrid>
  </List>
);
