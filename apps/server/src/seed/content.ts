import type { PcBottom } from '@courtside/contract';
import { LOCAL_BLOCKS } from '@courtside/domain/rg';
import type { ExchangeItemSeed, PromotionSeed, VipLevelSeed } from '../modules/promo';
import type { CustomerServiceContacts, SiteSeed } from '../modules/site';
import {
  baccaratBanner,
  basketballBanner,
  esportsBanner,
  firstDepositBanner,
  footballBanner,
  liveBanner,
  newcomerBanner,
} from './banners';
import { floatSvg, iconSvg, tileSvg } from './svg';

/** zh-CN demo content. Everything here is invented for demos; no real brand, licence or payment data. */

export interface MediaSeed {
  id: string;
  body: string;
}

export type { SiteSeed };

const footer: PcBottom = {
  columns: [
    {
      title: '关于我们',
      links: [
        { name: '关于我们', path: '/app/about' },
        { name: '合作伙伴', path: '/app/partners' },
        { name: '加入我们', path: '/app/join' },
      ],
    },
    {
      title: '帮助中心',
      links: [
        { name: '新手指南', path: '/app/help' },
        { name: '存款帮助', path: '/app/help' },
        { name: '取款帮助', path: '/app/help' },
      ],
    },
    {
      title: '安全与责任',
      links: [
        { name: '负责任博彩', path: '/app/responsible-gaming' },
        { name: '隐私政策', path: '/app/privacy' },
        { name: '服务条款', path: '/app/terms' },
      ],
    },
    { title: '联系我们', links: [{ name: '在线客服', path: '/cs' }] },
  ],
  licences: ['持牌运营（演示）', '数据加密传输', '公平游戏认证（演示）'],
  responsibleGaming: '本站仅向年满18周岁的用户提供服务。请理性投注，量力而行，切勿沉迷。',
  copyright: '© 2026 Courtside 演示站点 版权所有',
};

const customerService: CustomerServiceContacts = {
  hours: '7×24 小时在线',
  email: 'support@courtside.example',
  telegram: '@courtside_demo',
};

const params: Record<string, string> = {
  login_verify_trigger_times: '3',
  fast_register_verify: '0',
  register_verify: '1',
  single_session: '0',
  withdrawal_password: '1',
  deposit_verify_true_name: '1',
  deposit_verify_mobile_phone: '0',
  register_min_age: '18',
  register_need_real_name: '0',
  register_need_phone: '0',
  withdraw_daily_times: '5',
  withdraw_min_amount: '100',
  withdraw_max_amount: '50000',
  withdraw_daily_max_amount: '200000',
  withdraw_fee_rate: '1',
  withdraw_free_times: '3',
  deposit_min_amount: '10',
  // RMB per 1 USDT for conversions and USDT withdrawals; finance moves it with the market.
  usdt_rate: '7.20',
  // '1' limits USDT withdraw addresses to members finance has whitelisted.
  virtual_currency_whitelist: '0',
  chat_enabled: '1',
  gift_enabled: '1',
  // Savings wallet (余额宝) annual rate in percent; unset, no interest is paid.
  yeb_annual_rate: '3.65',
  // Gold coins at 0.10 each; the anchor keeps half of a gift's value (issue 16).
  gift_coin_price: '0.10',
  gift_anchor_share: '50.00',
  // An outside customer-service chat's address; empty, /cs opens the site's own chat (issue 27).
  customer_service_url: '',
  // A native app's download page; empty, the APP 下载 block installs the site itself (a PWA).
  app_download_url: '',
  // '1': new members start with auto-transfer on, so a first game or bet plays with the centre balance.
  new_member_auto_transfer: '1',
  // The jurisdiction profile: 'uk' caps bonus wagering at 10x and one product per offer (issue 28),
  // refuses members' withdrawal cancels and blocks addresses in no country; anything else is cn-asia.
  jurisdiction: 'none',
  // The geo gate (issue 29): countries served (empty: all), countries refused, and the addresses that
  // pass whatever their country (operator test addresses; loopback and private blocks for the demo).
  geo_allow_countries: 'CN, HK, MO, TW, SG, MY, TH, VN, PH',
  geo_block_countries: '',
  geo_bypass_ips: LOCAL_BLOCKS,
  // Site-wide (issue 32, spec section 8): where the site is not shown at all, its regulators blocking
  // unlicensed operators (10502), and where it opens after an access notice (10501). Both leave the
  // money gate above as it is.
  geo_site_block_countries: 'FR, NL, AU',
  geo_caveat_countries: 'JP, KR',
  // The origin the news calls go to (spec section 7: "under a configured news domain"), such as
  // https://news.courtside.example; empty, this site's own origin answers them.
  news_domain: '',
  // Yesterday's 返水 is paid at this Asia/Shanghai hour, after late settlements have landed.
  rebate_pay_hour: '12',
  // Agents (issue 32): where would-be agents reach the partnership desk (JSON list), and the monthly
  // commission table by members' valid turnover: `below:percent` in yuan, the last tier unbounded.
  agent_contact: JSON.stringify([
    { kind: 'telegram', label: 'Telegram', value: '@courtside_partner' },
    { kind: 'wechat', label: '微信', value: 'courtside-partner' },
    { kind: 'email', label: '邮箱', value: 'partner@courtside.example' },
  ]),
  agent_commission_tiers: '100000:0.3,1000000:0.5,:0.8',
};

export const sites: SiteSeed[] = [
  {
    id: 5000,
    series: 'cs',
    name: 'Courtside 体育',
    settlementUnit: 'cny',
    theme: 'colorful',
    footer,
    customerService,
    params,
    domains: ['https://m1.courtside.example', 'https://m2.courtside.example', 'https://m3.courtside.example'],
  },
  {
    id: 5001,
    series: 'cs-usdt',
    name: 'Courtside 体育（USDT）',
    settlementUnit: 'usdt',
    theme: 'glow',
    footer,
    customerService,
    params: { ...params, deposit_min_amount: '5' },
    domains: ['https://u1.courtside.example'],
  },
];

export const media: MediaSeed[] = [
  { id: 'banner-worldcup.svg', body: footballBanner() },
  { id: 'banner-newcomer.svg', body: newcomerBanner() },
  { id: 'banner-first-deposit.svg', body: firstDepositBanner() },
  { id: 'banner-live.svg', body: liveBanner() },
  { id: 'banner-esports.svg', body: esportsBanner() },
  { id: 'banner-pc-baccarat.svg', body: baccaratBanner() },
  { id: 'banner-pc-basket.svg', body: basketballBanner() },
  { id: 'icon-sports.svg', body: iconSvg('球', '#ff6a88', '#ff3d6e') },
  { id: 'icon-live.svg', body: iconSvg('播', '#43cea2', '#185a9d') },
  { id: 'icon-casino.svg', body: iconSvg('真', '#f7b733', '#fc4a1a') },
  { id: 'icon-egame.svg', body: iconSvg('电', '#8e54e9', '#4776e6') },
  { id: 'icon-esports.svg', body: iconSvg('竞', '#00c6ff', '#0072ff') },
  { id: 'icon-app.svg', body: iconSvg('A', '#56ab2f', '#a8e063') },
  { id: 'tile-obty.svg', body: tileSvg('YB 体育', '足球 · 篮球 · 电竞', '#ff5f6d', '#ffc371') },
  { id: 'tile-imty.svg', body: tileSvg('IM 体育', '亚洲盘口 · 滚球', '#36d1dc', '#5b86e5') },
  { id: 'tile-fbty.svg', body: tileSvg('FB 体育', '全球赛事 · 高赔率', '#f857a6', '#ff5858') },
  { id: 'tile-obdj.svg', body: tileSvg('YB 电竞', 'LOL · DOTA2 · CS2', '#7f00ff', '#e100ff') },
  { id: 'tile-agzr.svg', body: tileSvg('AG 真人', '百家乐 · 龙虎', '#c94b4b', '#4b134f') },
  { id: 'tile-dgzr.svg', body: tileSvg('DG 真人', '多台同开 · 美女荷官', '#b24592', '#f15f79') },
  { id: 'tile-ybdz.svg', body: tileSvg('YB 电子', '热门老虎机', '#f7971e', '#ffd200') },
  { id: 'tile-pgdz.svg', body: tileSvg('PG 电子', '精品电子游戏', '#00b09b', '#96c93d') },
  { id: 'tile-ybby.svg', body: tileSvg('YB 捕鱼', '鱼主题老虎机', '#2193b0', '#6dd5ed') },
  { id: 'tile-cqdz.svg', body: tileSvg('CQ9 电子', '经典老虎机', '#ee0979', '#ff6a00') },
  { id: 'float-gift.svg', body: floatSvg('新人礼包', '最高888元', '#ff9966', '#ff5e62') },
  { id: 'float-sign.svg', body: floatSvg('每日签到', '连签领好礼', '#56ccf2', '#2f80ed') },
];

export const banners = [
  { position: 'home', title: '足球盛宴 精彩不停', image: 'banner-worldcup.svg', link: '/app/sports' },
  { position: 'home', title: '新人专享礼包', image: 'banner-newcomer.svg', link: '/app/promotions/newcomer' },
  { position: 'home', title: '主播陪你看球', image: 'banner-live.svg', link: '/app/live' },
  { position: 'home', title: '电竞狂欢季', image: 'banner-esports.svg', link: '/app/sports' },
  { position: 'pc', title: '真人百家乐', image: 'banner-pc-baccarat.svg', link: '/app/egame/ag' },
  { position: 'pc', title: '篮球巅峰对决', image: 'banner-pc-basket.svg', link: '/app/sports' },
  { position: 'pc', title: '足球盛宴 精彩不停', image: 'banner-worldcup.svg', link: '/app/sports' },
] as const;

export const floatingWindows = [
  { title: '新人礼包', image: 'float-gift.svg', link: '/app/promotions/newcomer', side: 'right' },
  { title: '每日签到', image: 'float-sign.svg', link: '/app/activity/carnivalactivity', side: 'left' },
] as const;

/** Tile `status` 0 is open, 1 is in maintenance (spec section 4); one tile shows the maintenance badge. */
export const navigation = [
  {
    code: 'sports',
    name: '体育',
    icon: 'icon-sports.svg',
    path: '/app/sports',
    tiles: [
      { name: 'YB 体育', venue: 'OBTY', image: 'tile-obty.svg', status: 0 },
      { name: 'IM 体育', venue: 'IMTY', image: 'tile-imty.svg', status: 0 },
      { name: 'FB 体育', venue: 'FBTY', image: 'tile-fbty.svg', status: 1 },
    ],
  },
  { code: 'live', name: '直播', icon: 'icon-live.svg', path: '/app/live', tiles: [] },
  {
    code: 'casino',
    name: '真人',
    icon: 'icon-casino.svg',
    path: '/app/egame/ag',
    tiles: [
      { name: 'AG 真人', venue: 'AGZR', image: 'tile-agzr.svg', status: 0 },
      { name: 'DG 真人', venue: 'DGZR', image: 'tile-dgzr.svg', status: 0 },
    ],
  },
  {
    code: 'egame',
    name: '电子',
    icon: 'icon-egame.svg',
    path: '/app/egame/dz',
    tiles: [
      { name: 'YB 电子', venue: 'YBDZ', image: 'tile-ybdz.svg', status: 0 },
      { name: 'PG 电子', venue: 'PGDZ', image: 'tile-pgdz.svg', status: 0 },
      { name: 'CQ9 电子', venue: 'CQDZ', image: 'tile-cqdz.svg', status: 0 },
      { name: 'YB 捕鱼', venue: 'YBBY', image: 'tile-ybby.svg', status: 0 },
    ],
  },
  {
    code: 'esports',
    name: '电竞',
    icon: 'icon-esports.svg',
    path: '/app/sports',
    tiles: [{ name: 'YB 电竞', venue: 'OBDJ', image: 'tile-obdj.svg', status: 0 }],
  },
  { code: 'app', name: 'APP下载', icon: 'icon-app.svg', path: '/app/home', tiles: [] },
] as const;

export const announcements = [
  {
    title: '欢迎来到 Courtside 演示站',
    content:
      '本站为演示环境，所有资金、赛事与赔率均为模拟数据。请理性投注，未满18周岁请勿参与。如有疑问，请联系在线客服。',
    popup: true,
    publishedAt: '2026-11-01T02:00:00Z',
  },
  {
    title: '系统升级完成公告',
    content: '为提供更流畅的体验，我们已于 11 月 10 日凌晨完成系统升级，新增多套主题皮肤与直播互动功能。',
    popup: false,
    publishedAt: '2026-11-10T18:00:00Z',
  },
  {
    title: '防诈骗提醒',
    content: '官方客服不会以任何理由索要您的登录密码或验证码，请勿向他人透露账户信息，谨防上当受骗。',
    popup: false,
    publishedAt: '2026-11-15T04:00:00Z',
  },
] as const;

/** Category 1 notices carry a time window; one is expired and one has invalid content, and must not show. */
export const marquee = [
  {
    category: 1,
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: '2030-12-31T15:59:59Z',
    content: '【公告】本站为演示站点，所有数据均为模拟，祝您观赛愉快！',
  },
  {
    category: 2,
    startsAt: null,
    endsAt: null,
    content: '【提醒】理性投注，量力而行。未满18周岁禁止参与。',
  },
  {
    category: 1,
    startsAt: '2024-01-01T00:00:00Z',
    endsAt: '2024-02-01T00:00:00Z',
    content: '【已过期】春节活动已结束。',
  },
  { category: 2, startsAt: null, endsAt: null, content: null },
] as const;

interface HelpSeed {
  name: string;
  articles: { title: string; summary: string; content: string }[];
}

const faq = Array.from({ length: 23 }, (_, i) => ({
  title: `常见问题 ${i + 1}：${['如何修改昵称？', '忘记密码怎么办？', '为什么无法进入游戏？', '如何联系客服？'][i % 4]}`,
  summary: '常见问题解答，帮助您快速解决使用中的疑问。',
  content: `第 ${i + 1} 条解答：请先确认网络连接正常并刷新页面；如问题仍未解决，请通过页面右下角的在线客服与我们联系，我们将 7×24 小时为您服务。`,
}));

export const help: HelpSeed[] = [
  {
    name: '新手指南',
    articles: [
      {
        title: '如何注册账号',
        summary: '三步完成注册，开启精彩体验。',
        content:
          '1. 点击页面右上角的“注册”按钮。\n2. 填写用户名与密码（8-12 位字母与数字组合）。\n3. 确认您已年满18周岁并同意用户协议后提交即可。',
      },
      {
        title: '如何观看直播',
        summary: '在直播页选择赛事或主播房间即可观看。',
        content: '进入“直播”页面，选择感兴趣的赛事或主播房间。部分赛事提供动画直播与高清视频两种观看方式。',
      },
      {
        title: '如何切换主题',
        summary: '八套主题皮肤，随心切换。',
        content: '在页面底部的“主题”选择器中选择您喜欢的主题，设置会保存在当前浏览器中。',
      },
    ],
  },
  {
    name: '存款帮助',
    articles: [
      {
        title: '支持哪些存款方式',
        summary: '演示环境提供沙盒支付通道。',
        content: '演示环境仅提供沙盒支付通道，不会产生真实扣款。正式环境以页面显示的通道为准。',
      },
      {
        title: '存款未到账怎么办',
        summary: '请提供订单号联系客服。',
        content: '通常存款会在 1-5 分钟内到账。如超过 30 分钟仍未到账，请提供订单号与支付凭证联系在线客服。',
      },
    ],
  },
  {
    name: '取款帮助',
    articles: [
      {
        title: '取款需要多久到账',
        summary: '一般 3-15 分钟内到账。',
        content: '提交取款申请后，经风控审核通过即会出款，一般 3-15 分钟内到账，高峰期可能稍有延迟。',
      },
      {
        title: '为什么需要设置取款密码',
        summary: '保障您的资金安全。',
        content: '取款密码为 6 位数字，与登录密码分开设置，可有效防止账号被盗后资金被转出。',
      },
    ],
  },
  {
    name: '账户安全',
    articles: [
      {
        title: '如何保护账户安全',
        summary: '设置强密码，开启安全验证。',
        content: '请使用字母与数字组合的密码，定期更换，不要在多个网站使用相同密码，切勿向任何人透露验证码。',
      },
    ],
  },
  {
    name: '责任博彩',
    articles: [
      {
        title: '理性投注承诺',
        summary: '娱乐有度，量力而行。',
        content: '我们提供存款限额、冷静期与自我排除等工具。如您感到无法控制投注行为，请联系客服开启限制。',
      },
    ],
  },
  { name: '常见问题', articles: faq },
];

export const countries = [
  { code: 'CN', name: '中国', dialCode: '+86' },
  { code: 'HK', name: '中国香港', dialCode: '+852' },
  { code: 'MO', name: '中国澳门', dialCode: '+853' },
  { code: 'TW', name: '中国台湾', dialCode: '+886' },
  { code: 'SG', name: '新加坡', dialCode: '+65' },
  { code: 'MY', name: '马来西亚', dialCode: '+60' },
  { code: 'TH', name: '泰国', dialCode: '+66' },
  { code: 'VN', name: '越南', dialCode: '+84' },
  { code: 'PH', name: '菲律宾', dialCode: '+63' },
  { code: 'ID', name: '印度尼西亚', dialCode: '+62' },
  { code: 'JP', name: '日本', dialCode: '+81' },
  { code: 'KR', name: '韩国', dialCode: '+82' },
  { code: 'AU', name: '澳大利亚', dialCode: '+61' },
  { code: 'GB', name: '英国', dialCode: '+44' },
  { code: 'US', name: '美国', dialCode: '+1' },
];

/**
 * Demo members on every site, so the site can be tried at once: an active member with a phone and an
 * email on file (for the recovery demo), and a dormant one that the login sends to activation.
 */
/** The demo anchors' logins (`anchor01`...) share the demo members' published password. */
export const demoAnchorPassword = 'Courtside1';

export const demoMembers = [
  {
    name: 'demo888',
    password: 'Courtside1',
    nickname: '演示会员',
    status: 1,
    phone: '13800000001',
    email: 'demo888@courtside.example',
    // Bound, because the demo sites ask for a real name before a deposit (deposit_verify_true_name).
    realName: '王小明',
  },
  {
    name: 'sleepy888',
    password: 'Courtside1',
    nickname: '休眠会员',
    status: 0,
    phone: null,
    email: null,
    realName: null,
  },
] as const;

/**
 * The demo venues: YB 体育 is the house sportsbook (its wallet is our ledger); the rest are sandbox
 * providers reached through the two-phase transfer. FB 体育 is in maintenance, to show the closed state.
 * Every venue a navigation tile names is here.
 */
export const venues = [
  { channelCode: 'OBTY', name: 'YB 体育', venueEnName: 'YB Sports', kind: 'sports', status: 0, adapter: 'house' },
  { channelCode: 'IMTY', name: 'IM 体育', venueEnName: 'IM Sports', kind: 'sports', status: 0, adapter: 'sandbox' },
  { channelCode: 'FBTY', name: 'FB 体育', venueEnName: 'FB Sports', kind: 'sports', status: 1, adapter: 'sandbox' },
  { channelCode: 'OBDJ', name: 'YB 电竞', venueEnName: 'YB Esports', kind: 'esports', status: 0, adapter: 'sandbox' },
  { channelCode: 'AGZR', name: 'AG 真人', venueEnName: 'AG Live', kind: 'live', status: 0, adapter: 'sandbox' },
  { channelCode: 'PGDZ', name: 'PG 电子', venueEnName: 'PG Slots', kind: 'egame', status: 0, adapter: 'sandbox' },
  { channelCode: 'DGZR', name: 'DG 真人', venueEnName: 'DG Live', kind: 'live', status: 0, adapter: 'sandbox' },
  { channelCode: 'YBDZ', name: 'YB 电子', venueEnName: 'YB Slots', kind: 'egame', status: 0, adapter: 'sandbox' },
  { channelCode: 'CQDZ', name: 'CQ9 电子', venueEnName: 'CQ9 Slots', kind: 'egame', status: 0, adapter: 'sandbox' },
  { channelCode: 'YBBY', name: 'YB 捕鱼', venueEnName: 'YB Fishing', kind: 'egame', status: 0, adapter: 'sandbox' },
] as const;

/** What the active demo member starts with in the centre wallet, in minor units. */
export const demoBalanceMinor = 1_000_000n;

/** Game entrances beside the live rooms; FB 体育's stays visible through its maintenance, marked so. */
export const gameChannels = [
  {
    enName: 'ZBYX',
    channelName: '主播游戏',
    venueCode: 'PGDZ',
    siteAnchorGameEntranceV4: 1,
    isDisplay: 0,
    isDisplayMaintainVenue: 0,
  },
  {
    enName: 'ZRSX',
    channelName: '真人视讯',
    venueCode: 'AGZR',
    siteAnchorGameEntranceV4: 0,
    isDisplay: 0,
    isDisplayMaintainVenue: 0,
  },
  {
    enName: 'DJSS',
    channelName: '电竞赛事',
    venueCode: 'OBDJ',
    siteAnchorGameEntranceV4: 0,
    isDisplay: 0,
    isDisplayMaintainVenue: 0,
  },
  {
    enName: 'FBTY',
    channelName: 'FB 体育',
    venueCode: 'FBTY',
    siteAnchorGameEntranceV4: 0,
    isDisplay: 0,
    isDisplayMaintainVenue: 1,
  },
  {
    enName: 'IMJC',
    channelName: 'IM 竞猜',
    venueCode: 'IMTY',
    siteAnchorGameEntranceV4: 0,
    isDisplay: 1,
    isDisplayMaintainVenue: 0,
  },
] as const;

/**
 * Deposit channels of the demo sites: two on the sandbox gateway, a fast-to-card bank transfer that
 * finance confirms, and USDT on the sandbox chain. Receiving card and addresses are invented.
 */
/** Sports bets count in full; nothing else counts (one product per incentive, as the UK rules ask). */
const sportsOnly = { default: '0', products: { sports: '100' }, games: {}, markets: {} };

/**
 * The demo promotions (issue 28): the newcomer package a new member claims, the first-deposit gift
 * paid when the first deposit is credited, the continued-deposit gift (续存) on the second, and the
 * game big package (游戏大礼包) on the third, wagered on 电子 rounds only. Terms as the operator would write them.
 */
export const promotions: PromotionSeed[] = [
  {
    code: 'newcomer',
    kind: 'newcomer',
    title: '新人专享礼包',
    summary: '注册7天内免费领取18元体验金，完成5倍有效流水即可转入钱包',
    image: '/media/banner-newcomer.svg',
    startDay: '2026-01-01',
    sort: 10,
    terms: {
      bonus: { kind: 'fixed', amount: '18.00' },
      multiplier: 5,
      weights: sportsOnly,
      minOdds: '1.50',
      maxBet: '100.00',
      maxWinMultiplier: 5,
      validDays: 7,
      eligibility: {
        depositNth: null,
        minDeposit: null,
        maxDeposit: null,
        requiresVipLevel: false,
        minVipLevel: null,
        registeredWithinDays: 7,
        identityChecks: ['device', 'phone'],
      },
    },
  },
  {
    code: 'first-deposit',
    kind: 'deposit',
    title: '首存100%红利',
    summary: '首笔存款100元起，即送100%红利，最高888元，10倍流水',
    image: '/media/banner-first-deposit.svg',
    startDay: '2026-01-01',
    sort: 20,
    terms: {
      bonus: { kind: 'percent', percent: '100', cap: '888.00' },
      multiplier: 10,
      weights: sportsOnly,
      minOdds: '1.50',
      maxBet: '500.00',
      maxWinMultiplier: null,
      validDays: 30,
      eligibility: {
        depositNth: 1,
        minDeposit: '100.00',
        maxDeposit: null,
        requiresVipLevel: false,
        minVipLevel: null,
        registeredWithinDays: null,
        identityChecks: ['device', 'phone'],
      },
    },
  },
  {
    code: 'second-deposit',
    kind: 'deposit',
    title: '续存50%红利',
    summary: '第二笔存款100元起，即送50%红利，最高388元，10倍流水',
    image: '',
    startDay: '2026-01-01',
    sort: 21,
    terms: {
      bonus: { kind: 'percent', percent: '50', cap: '388.00' },
      multiplier: 10,
      weights: sportsOnly,
      minOdds: '1.50',
      maxBet: '500.00',
      maxWinMultiplier: null,
      validDays: 30,
      eligibility: {
        depositNth: 2,
        minDeposit: '100.00',
        maxDeposit: null,
        requiresVipLevel: false,
        minVipLevel: null,
        registeredWithinDays: null,
        identityChecks: ['device', 'phone'],
      },
    },
  },
  {
    code: 'game-package',
    kind: 'deposit',
    title: '电子游戏大礼包',
    summary: '第三笔存款200元起，即送30%彩金，最高588元，电子游戏15倍流水后转入钱包',
    image: '',
    startDay: '2026-01-01',
    sort: 22,
    terms: {
      bonus: { kind: 'percent', percent: '30', cap: '588.00' },
      multiplier: 15,
      // Only 电子 rounds count: the bonus waits on its grant while the member plays with their own money.
      weights: { default: '0', products: { egame: '100' }, games: {}, markets: {} },
      minOdds: '1.50',
      maxBet: '50.00',
      maxWinMultiplier: null,
      validDays: 15,
      eligibility: {
        depositNth: 3,
        minDeposit: '200.00',
        maxDeposit: null,
        requiresVipLevel: false,
        minVipLevel: null,
        registeredWithinDays: null,
        identityChecks: ['device', 'phone'],
      },
    },
  },
];

/** A bonus paid by a rule (VIP privileges, sign-in): 1x wagering on sports, 30 days; the amount is the rule's. */
const ruleTerms = (requiresVipLevel: boolean): PromotionSeed['terms'] => ({
  bonus: { kind: 'fixed', amount: '1.00' },
  multiplier: 1,
  weights: sportsOnly,
  minOdds: '1.50',
  maxBet: null,
  maxWinMultiplier: null,
  validDays: 30,
  eligibility: {
    depositNth: null,
    minDeposit: null,
    maxDeposit: null,
    requiresVipLevel,
    minVipLevel: null,
    registeredWithinDays: null,
    identityChecks: [],
  },
});

const ruleGift = (
  code: string,
  kind: PromotionSeed['kind'],
  title: string,
  summary: string,
  sort: number,
  terms: PromotionSeed['terms'],
): PromotionSeed => ({ code, kind, title, summary, image: '', startDay: '2026-01-01', sort, terms });

promotions.push(
  ruleGift('vip-upgrade', 'vip', 'VIP晋级礼金', '每晋升一级即送晋级礼金，每级仅限一次，1倍流水', 30, ruleTerms(true)),
  ruleGift(
    'vip-weekly',
    'vip',
    'VIP每周红包',
    'VIP1及以上会员每周可领取一次，金额按等级，1倍流水',
    31,
    ruleTerms(true),
  ),
  ruleGift(
    'vip-monthly',
    'vip',
    'VIP每月红包',
    'VIP1及以上会员每月可领取一次，金额按等级，1倍流水',
    32,
    ruleTerms(true),
  ),
  ruleGift(
    'birthday',
    'birthday',
    '生日礼金',
    'VIP1及以上会员生日当天起7天内领取，金额按VIP等级，每年一次，1倍流水',
    35,
    {
      ...ruleTerms(true),
      claimWindowDays: 7,
    },
  ),
  ruleGift('welfare', 'welfare', '福利中心', '完成首存、绑卡、每日投注与流水任务，领取福利奖金，1倍流水', 36, {
    ...ruleTerms(false),
    tasks: [
      { code: 'first-deposit', kind: 'firstDeposit', title: '完成首笔存款', period: 'once', count: 1, reward: '8.00' },
      { code: 'bind-card', kind: 'bindCard', title: '绑定银行卡或USDT地址', period: 'once', count: 1, reward: '5.00' },
      { code: 'daily-bets', kind: 'betCount', title: '今日完成3笔有效投注', period: 'daily', count: 3, reward: '3.00' },
      {
        code: 'daily-turnover',
        kind: 'dailyTurnover',
        title: '今日有效流水满1000元',
        period: 'daily',
        count: 1,
        amount: '1000.00',
        reward: '10.00',
      },
    ],
  }),
  {
    code: 'backflow',
    kind: 'backflow',
    title: '回归礼金',
    summary: '30天未存款未投注的老会员回归，存款100元起送20%，最高188元，5倍流水',
    image: '',
    startDay: '2026-01-01',
    sort: 37,
    terms: {
      bonus: { kind: 'percent', percent: '20', cap: '188.00' },
      multiplier: 5,
      weights: sportsOnly,
      minOdds: '1.50',
      maxBet: '500.00',
      maxWinMultiplier: null,
      validDays: 15,
      awayDays: 30,
      eligibility: {
        depositNth: null,
        minDeposit: '100.00',
        maxDeposit: null,
        requiresVipLevel: false,
        minVipLevel: null,
        registeredWithinDays: null,
        identityChecks: [],
      },
    },
  },
  {
    code: 'invite',
    kind: 'invite',
    title: '邀请好友',
    summary:
      '好友通过您的链接注册，首存满100元送您28元，有效流水满1000元再送58元，30天内再得好友有效流水的0.2%，1倍流水',
    image: '',
    startDay: '2026-01-01',
    sort: 38,
    terms: {
      ...ruleTerms(false),
      invite: {
        firstDepositMin: '100.00',
        turnoverMin: '1000.00',
        rewards: { registered: '0.00', firstDeposit: '28.00', turnover: '58.00' },
        share: { percent: '0.2', days: 30 },
      },
    },
  },
  {
    code: 'lucky-wheel',
    kind: 'wheel',
    title: '幸运转盘',
    summary: '每日有效投注每满50元得1次抽奖，签到再送1次，每日最多10次；彩金1倍流水，积分即时到账',
    image: '',
    startDay: '2026-01-01',
    sort: 41,
    budget: '100000.00',
    terms: {
      ...ruleTerms(false),
      wheel: {
        segments: [
          { label: '8元彩金', prize: 'bonus', amount: '8.00', points: 0, weight: 300 },
          { label: '10积分', prize: 'points', amount: '0.00', points: 10, weight: 250 },
          { label: '18元彩金', prize: 'bonus', amount: '18.00', points: 0, weight: 120 },
          { label: '谢谢参与', prize: 'none', amount: '0.00', points: 0, weight: 200 },
          { label: '50积分', prize: 'points', amount: '0.00', points: 50, weight: 80 },
          { label: '88元彩金', prize: 'bonus', amount: '88.00', points: 0, weight: 20 },
          { label: '5积分', prize: 'points', amount: '0.00', points: 5, weight: 25 },
          { label: '188元彩金', prize: 'bonus', amount: '188.00', points: 0, weight: 5 },
        ],
        turnoverPerChance: '50.00',
        signInChances: 1,
        dailyChancesMax: 10,
        dailyBudget: '20000.00',
      },
    },
  },
  ruleGift(
    'match-quiz',
    'quiz',
    '赛事竞猜',
    '开赛前免费竞猜足球比赛胜负、比分、总进球与先进球，猜中即送彩金，加倍卡奖励翻倍，1倍流水',
    43,
    {
      ...ruleTerms(false),
      quiz: {
        rewards: { winner: '5.00', totalGoals: '3.00', bothScore: '3.00', exactScore: '20.00', firstScorer: '3.00' },
        buffFactor: 2,
        buffCardsPerDay: 1,
        horizonHours: 48,
        matchesMax: 6,
      },
    },
  ),
  ruleGift(
    'soccer-lottery',
    'lottery',
    '足球彩票',
    '每期6场足球比赛，免费竞猜胜平负，全中得188元彩金，错一场得18元彩金，1倍流水',
    41,
    {
      ...ruleTerms(false),
      lottery: { matches: 6, prizes: { first: '188.00', second: '18.00' }, horizonHours: 72 },
    },
  ),
  {
    code: 'daily-barrier',
    kind: 'barrier',
    title: '每日闯关',
    summary:
      '当日有效投注每过一关领一次彩金：满100元得2元，满500元得8元，满2000元得28元，满10000元得88元，1倍流水，次日重置',
    image: '',
    startDay: '2026-01-01',
    sort: 44,
    budget: '100000.00',
    terms: {
      ...ruleTerms(false),
      barrier: {
        stages: [
          { turnover: '100.00', amount: '2.00' },
          { turnover: '500.00', amount: '8.00' },
          { turnover: '2000.00', amount: '28.00' },
          { turnover: '10000.00', amount: '88.00' },
        ],
      },
    },
  },
  {
    code: 'european-vote',
    kind: 'vote',
    title: '冠军投票',
    summary: '为每项足球联赛的冠军免费投一票，截止前投票，猜中冠军即送8元彩金，1倍流水',
    image: '',
    startDay: '2026-01-01',
    sort: 45,
    budget: '100000.00',
    terms: { ...ruleTerms(false), vote: { reward: '8.00' } },
  },
  ruleGift(
    'points-exchange',
    'exchange',
    '积分兑换',
    '有效投注与幸运转盘所得积分可兑换彩金与金币，彩金1倍流水',
    42,
    ruleTerms(false),
  ),
  ruleGift('sign-in', 'signin', '每日签到', '完成首存后每日签到，连签7天奖励逐日递增，1倍流水', 40, {
    ...ruleTerms(false),
    schedule: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'],
  }),
);

/** 积分兑换's demo catalogue: coins for the live rooms' gifts, bonuses with 1x wagering, and a free bet. */
export const exchangeItems: ExchangeItemSeed[] = [
  { title: '100金币', kind: 'coins', amount: '100', points: 50, stock: 500, perMemberLimit: 5, sort: 1 },
  { title: '8元彩金', kind: 'bonus', amount: '8.00', points: 80, stock: 200, perMemberLimit: 3, sort: 2 },
  { title: '18元彩金', kind: 'bonus', amount: '18.00', points: 160, stock: 100, perMemberLimit: 2, sort: 3 },
  { title: '58元彩金', kind: 'bonus', amount: '58.00', points: 480, stock: 20, perMemberLimit: 1, sort: 4 },
  { title: '10元免费投注', kind: 'freeBet', amount: '10.00', points: 60, stock: 300, perMemberLimit: 3, sort: 5 },
];

const yuan = (n: number): bigint => BigInt(n) * 100n;
const rebateRates = (sports: number, live: number, egame: number) => ({ sports, esports: sports, live, egame });

/**
 * The demo VIP ladder: nine levels from cumulative deposits and 60-day valid turnover, the rates in
 * basis points (40 = 0.40 %), each line, gift, rate and cap rising level by level.
 */
export const vipLadder: VipLevelSeed[] = (
  [
    ['普通会员', 0, 0, 0, 0, 0, 0, 0, rebateRates(30, 30, 40), 8_888],
    ['青铜', 1_000, 10_000, 5_000, 18, 0, 0, 18, rebateRates(40, 35, 45), 16_888],
    ['白银', 5_000, 50_000, 20_000, 58, 8, 28, 38, rebateRates(45, 40, 50), 28_888],
    ['黄金', 20_000, 200_000, 60_000, 188, 18, 58, 88, rebateRates(50, 45, 55), 32_888],
    ['铂金', 50_000, 500_000, 180_000, 388, 38, 128, 188, rebateRates(55, 50, 60), 52_888],
    ['钻石', 150_000, 1_500_000, 600_000, 888, 88, 288, 388, rebateRates(60, 55, 70), 68_888],
    ['星耀', 400_000, 4_000_000, 1_500_000, 1_888, 188, 588, 888, rebateRates(70, 60, 75), 88_888],
    ['王者', 1_000_000, 8_000_000, 3_000_000, 3_888, 388, 1_288, 1_888, rebateRates(80, 70, 80), 128_888],
    ['至尊', 3_000_000, 15_000_000, 6_000_000, 8_888, 888, 2_888, 3_888, rebateRates(90, 80, 90), 188_888],
  ] as const
).map(([name, deposit, turnover, retain, gift, weekly, monthly, birthday, rebateBp, cap], level) => ({
  level,
  name,
  minDeposit: yuan(deposit),
  minTurnover: yuan(turnover),
  retainTurnover: yuan(retain),
  upgradeGift: yuan(gift),
  weeklyPacket: yuan(weekly),
  monthlyPacket: yuan(monthly),
  birthdayGift: yuan(birthday),
  rebateBp,
  rebateCap: yuan(cap),
}));

export const paymentChannels = [
  {
    code: 'sandbox-bank',
    name: '网银快捷（沙盒）',
    adapter: 'sandbox',
    kind: 'gateway',
    minAmount: 1_000n,
    maxAmount: 5_000_000n,
    feeRateBp: 0,
    oddAmount: false,
    config: {},
  },
  {
    code: 'sandbox-alipay',
    name: '支付宝扫码（沙盒）',
    adapter: 'sandbox',
    kind: 'gateway',
    minAmount: 5_000n,
    maxAmount: 2_000_000n,
    feeRateBp: 50,
    oddAmount: true,
    config: {},
  },
  {
    code: 'speed-card',
    name: '极速转卡',
    adapter: 'bankTransfer',
    kind: 'bankTransfer',
    minAmount: 10_000n,
    maxAmount: 5_000_000n,
    feeRateBp: 0,
    oddAmount: true,
    config: { bankName: '招商银行（演示）', accountName: '演示收款账户', cardNumber: '6214830000000000' },
  },
  {
    code: 'usdt-chain',
    name: 'USDT 转账',
    adapter: 'sandboxChain',
    kind: 'usdt',
    minAmount: 10_000n,
    maxAmount: 10_000_000n,
    feeRateBp: 0,
    oddAmount: true,
    config: {
      addresses: {
        TRC20: 'TDemoCourtsideSandboxAddr1234567Xy',
        ERC20: '0xc0a7c0a7c0a7c0a7c0a7c0a7c0a7c0a7c0a7c0a7',
      },
      confirmations: 3,
    },
  },
] as const;
