import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, CustomRoutes, defaultTheme, type RaThemeOptions, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider, dataProvider } from './api/providers';
import { raChinese } from './i18n/zh';
import { ConsoleLayout } from './kit/Shell';
import { AgentsDesk } from './screens/Agents';
import { AuditList } from './screens/Audit';
import { ChatRooms, ChatWords } from './screens/Chat';
import { ClickReport } from './screens/ClickReport';
import { Dashboard } from './screens/Dashboard';
import { FeedbackDesk } from './screens/Feedback';
import { InviteFlags } from './screens/InviteFlags';
import { Anchors, Gifts, LiveRooms } from './screens/Live';
import { LoginPage } from './screens/Login';
import { WheelDraws } from './screens/LuckyWheel';
import { AccessBlocks, ModifyRequests } from './screens/MemberReview';
import { MemberList, MemberShow } from './screens/Members';
import { MessageDesk } from './screens/Messages';
import { AdjustmentCreate, AdjustmentList, LedgerCheck, PendingTransferList } from './screens/Money';
import { NewsDesk } from './screens/News';
import { MySecurity, Operators } from './screens/Operators';
import { DeadLetterList } from './screens/Outbox';
import { AddressWhitelist, TicketShow, Tickets } from './screens/PaymentDesk';
import { DepositList, WithdrawalList } from './screens/Payments';
import { PointsExchange } from './screens/PointsExchange';
import { PromoCost } from './screens/PromoCost';
import { PromoGrants, Promotions } from './screens/Promotions';
import { QuizQuestions } from './screens/Quiz';
import { RgDesk } from './screens/RgDesk';
import { SiteSettings } from './screens/Site';
import { SiteContent } from './screens/SiteContent';
import { SitePages } from './screens/SitePages';
import { LotteryCards } from './screens/SoccerLottery';
import { Sponsors } from './screens/Sponsors';
import { SupportDesk } from './screens/Support';
import { BetList, Markets, MemberLimitList } from './screens/Trading';
import { Venues } from './screens/Venues';
import { VipLadder } from './screens/VipLadder';
import { VoteLog } from './screens/Vote';

/**
 * react-admin's default theme with darker blues and a darker orange: its own blue under white text is
 * 3.1:1, MUI's warning orange on white 3.1:1 and its info blue under white 3.9:1, under the 4.5:1 that
 * text needs (Lighthouse's colour-contrast audit flagged the app bar, the buttons, the outlined
 * warning buttons such as 停用 and the info chips). These are 5.0:1 and 4.8:1.
 */
const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
  },
};

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
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="members" list={MemberList} show={MemberShow} options={{ label: '会员' }} />
      <Resource name="deposits" list={DepositList} options={{ label: '存款' }} />
      <Resource name="withdrawals" list={WithdrawalList} options={{ label: '取款' }} />
      <Resource name="adjustments" list={AdjustmentList} create={AdjustmentCreate} options={{ label: '人工调整' }} />
      <Resource name="pendingTransfers" list={PendingTransferList} options={{ label: '挂起转账' }} />
      <Resource name="audit" list={AuditList} options={{ label: '审计日志' }} />
      <Resource name="deadLetters" list={DeadLetterList} options={{ label: '投递失败事件' }} />
      <Resource name="bets" list={BetList} options={{ label: '注单' }} />
      <Resource name="memberLimits" list={MemberLimitList} options={{ label: '会员限额' }} />
      <CustomRoutes>
        <Route path="/ledger" element={<LedgerCheck />} />
        <Route path="/site" element={<SiteSettings />} />
        <Route path="/content" element={<SiteContent />} />
        <Route path="/chatWords" element={<ChatWords />} />
        <Route path="/venues" element={<Venues />} />
        <Route path="/promotions" element={<Promotions />} />
        <Route path="/vipLadder" element={<VipLadder />} />
        <Route path="/promoGrants" element={<PromoGrants />} />
        <Route path="/promoCost" element={<PromoCost />} />
        <Route path="/clicks" element={<ClickReport />} />
        <Route path="/inviteFlags" element={<InviteFlags />} />
        <Route path="/exchange" element={<PointsExchange />} />
        <Route path="/wheel-draws" element={<WheelDraws />} />
        <Route path="/quiz" element={<QuizQuestions />} />
        <Route path="/lottery" element={<LotteryCards />} />
        <Route path="/vote" element={<VoteLog />} />
        <Route path="/support" element={<SupportDesk />} />
        <Route path="/messages" element={<MessageDesk />} />
        <Route path="/feedback" element={<FeedbackDesk />} />
        <Route path="/sponsors" element={<Sponsors />} />
        <Route path="/sitePages" element={<SitePages />} />
        <Route path="/news" element={<NewsDesk />} />
        <Route path="/agents" element={<AgentsDesk />} />
        <Route path="/rg" element={<RgDesk />} />
        <Route path="/chatRooms" element={<ChatRooms />} />
        <Route path="/liveRooms" element={<LiveRooms />} />
        <Route path="/anchors" element={<Anchors />} />
        <Route path="/gifts" element={<Gifts />} />
        <Route path="/markets" element={<Markets />} />
        <Route path="/operators" element={<Operators />} />
        <Route path="/security" element={<MySecurity />} />
        <Route path="/modifyRequests" element={<ModifyRequests />} />
        <Route path="/accessBlocks" element={<AccessBlocks />} />
        <Route path="/tickets" element={<Tickets />} />
        <Route path="/tickets/:orderNo" element={<TicketShow />} />
        <Route path="/whitelist" element={<AddressWhitelist />} />
      </CustomRoutes>
    </Admin>
  );
}
