import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider, dataProvider } from './api/providers';
import { raChinese } from './i18n/zh';
import { ConsoleLayout } from './kit/Shell';
import { AuditList } from './screens/Audit';
import { Dashboard } from './screens/Dashboard';
import { LoginPage } from './screens/Login';
import { MemberList, MemberShow } from './screens/Members';
import { AdjustmentCreate, AdjustmentList, LedgerCheck, PendingTransferList } from './screens/Money';
import { DepositList, WithdrawalList } from './screens/Payments';

const i18nProvider = polyglotI18nProvider(() => raChinese, 'zh-CN', [{ locale: 'zh-CN', name: '简体中文' }], {
  allowMissing: true,
});

export function App() {
  return (
    <Admin
      title="Courtside 运营后台"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <Resource name="members" list={MemberList} show={MemberShow} options={{ label: '会员' }} />
      <Resource name="deposits" list={DepositList} options={{ label: '存款' }} />
      <Resource name="withdrawals" list={WithdrawalList} options={{ label: '取款' }} />
      <Resource name="adjustments" list={AdjustmentList} create={AdjustmentCreate} options={{ label: '人工调整' }} />
      <Resource name="pendingTransfers" list={PendingTransferList} options={{ label: '挂起转账' }} />
      <Resource name="audit" list={AuditList} options={{ label: '审计日志' }} />
      <CustomRoutes>
        <Route path="/ledger" element={<LedgerCheck />} />
      </CustomRoutes>
    </Admin>
  );
}
