import { accountRoutes } from './account/routes';
import { agentRoutes } from './agent/routes';
import { anchorRoutes } from './anchor/routes';
import { chatRoutes } from './chat/routes';
import { egameRoutes } from './egame/routes';
import { feedRoutes } from './feed/routes';
import { feedbackRoutes } from './feedback/routes';
import { giftRoutes } from './gift/routes';
import { memberRoutes } from './member/routes';
import { messageRoutes } from './message/routes';
import { newsRoutes } from './news/routes';
import { paymentRoutes } from './payment/routes';
import { barrierRoutes } from './promo/barrier';
import { carnivalRoutes } from './promo/carnival';
import { exchangeRoutes } from './promo/exchange';
import { inviteRoutes } from './promo/invite';
import { lotteryRoutes } from './promo/lottery';
import { quizRoutes } from './promo/quiz';
import { promoRoutes } from './promo/routes';
import { voteRoutes } from './promo/vote';
import { wheelRoutes } from './promo/wheel';
import { rgRoutes } from './rg/routes';
import { savingsRoutes } from './savings/routes';
import { sitePageRoutes } from './site/pages';
import { siteRoutes } from './site/routes';
import { sponsorRoutes } from './sponsor/routes';
import { sportsbookRoutes } from './sportsbook/routes';
import { supportRoutes } from './support/routes';
import { venueRoutes } from './venue/routes';
import { walletRoutes } from './wallet/routes';

/**
 * Every route a member's browser calls, by module. The back office's routes are apart
 * (`@courtside/contract/admin`), so the web bundle carries none of their schemas.
 */
export const routes = {
  site: siteRoutes,
  account: accountRoutes,
  member: memberRoutes,
  venue: venueRoutes,
  egame: egameRoutes,
  wallet: walletRoutes,
  payment: paymentRoutes,
  savings: savingsRoutes,
  rg: rgRoutes,
  feed: feedRoutes,
  anchor: anchorRoutes,
  sportsbook: sportsbookRoutes,
  chatAnonymous: chatRoutes.anonymous,
  chatWeb: chatRoutes.web,
  chatApp: chatRoutes.app,
  gift: giftRoutes,
  support: supportRoutes,
  promo: promoRoutes,
  invite: inviteRoutes,
  wheel: wheelRoutes,
  exchange: exchangeRoutes,
  quiz: quizRoutes,
  carnival: carnivalRoutes,
  lottery: lotteryRoutes,
  barrier: barrierRoutes,
  vote: voteRoutes,
  message: messageRoutes,
  feedback: feedbackRoutes,
  news: newsRoutes,
  sponsor: sponsorRoutes,
  sitePages: sitePageRoutes,
  agent: agentRoutes,
} as const;
