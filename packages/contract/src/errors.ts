/**
 * The error catalogue: every non-zero `code` the API answers with, its HTTP status, the Chinese
 * message the server sends, and what the web app does about it (spec section 8).
 *
 * The spec names 0, 10409, 10402, 10403, 1000022 and 1000023; it describes the other reactions
 * without numbers, so the numbers below are ours. They are grouped: 104xx request and session,
 * 105xx access and availability, 106xx business rules of later modules, 107xx promotions, 108xx safer gambling.
 */
export type ErrorReaction =
  /** toast the message */
  | 'toast'
  /** handled by the caller alone; common handling stays quiet (spec: 10402, 10403) */
  | 'silent'
  /** clear the session, alert with the server message, go to /login */
  | 'logout'
  /** as logout, debounced 700 ms (IP and device blockade) */
  | 'logoutDebounced'
  /** generic "busy" message (rate limits, interface degrade) */
  | 'busy'
  /** to /maintenance when the payload's maintenance status is 0, else /access-alert with the payload */
  | 'accessCaveat'
  /** clear the session, go to /access-restriction */
  | 'accessRestriction'
  /** go to /maintenance */
  | 'maintenance'
  /** jump to the robot-check page, return a generic error */
  | 'robotCheck'
  /** open the safety-verification dialog and repeat the request with its result */
  | 'safetyVerify'
  /** credentials off: line abnormal or network abnormal, depending on the failure counter */
  | 'lineSwitch';

export interface ErrorSpec {
  code: number;
  httpStatus: number;
  msg: string;
  reaction: ErrorReaction;
}

const spec = (code: number, httpStatus: number, msg: string, reaction: ErrorReaction): ErrorSpec => ({
  code,
  httpStatus,
  msg,
  reaction,
});

export const Errors = {
  silentA: spec(10402, 200, '请求未完成', 'silent'),
  silentB: spec(10403, 200, '请求未完成', 'silent'),
  invalidParameter: spec(10400, 400, '参数错误', 'toast'),
  notLoggedIn: spec(10401, 401, '您的操作需要登录，请先登录了解更多', 'logout'),
  notFound: spec(10404, 404, '请求的内容不存在', 'toast'),
  verifyCodeError: spec(10409, 200, '验证码错误', 'toast'),
  authError: spec(10410, 200, '登录已失效，请重新登录', 'logout'),
  loginElsewhere: spec(10411, 200, '您的账号已在其他地方登录', 'logout'),
  accountBlocked: spec(10412, 200, '您的账号已被冻结，请联系客服', 'logout'),
  passwordChanged: spec(10413, 200, '密码已修改，请重新登录', 'logout'),
  ipBlocked: spec(10414, 200, '您的IP已被限制访问，请联系客服', 'logoutDebounced'),
  deviceBlocked: spec(10415, 200, '您的设备已被限制访问，请联系客服', 'logoutDebounced'),
  rateLimited: spec(10429, 429, '当前访问人数过多或操作过于频繁，请稍后刷新重试', 'busy'),
  rateLimitedIp: spec(10430, 429, '当前访问人数过多或操作过于频繁，请稍后刷新重试', 'busy'),
  rateLimitedMember: spec(10431, 429, '当前访问人数过多或操作过于频繁，请稍后刷新重试', 'busy'),
  interfaceDegraded: spec(10432, 200, '当前访问人数过多或操作过于频繁，请稍后刷新重试', 'busy'),
  robotCheck: spec(10433, 200, '请完成人机验证后重试', 'robotCheck'),
  safetyVerify: spec(10434, 200, '请完成安全验证', 'safetyVerify'),
  internal: spec(10500, 500, '系统繁忙，请稍后再试', 'toast'),
  accessCaveat: spec(10501, 200, '访问受限提示', 'accessCaveat'),
  accessRestricted: spec(10502, 200, '您所在的地区暂不提供服务', 'accessRestriction'),
  maintenance: spec(10503, 200, '系统维护中，请稍后访问', 'maintenance'),
  forbidden: spec(10504, 403, '无权执行此操作', 'toast'),
  /** The database was unreachable or too slow; the request may be sent again as it was (same requestId). */
  serviceBusy: spec(10505, 503, '服务繁忙，请稍后重试', 'toast'),
  lineAbnormal: spec(1000022, 200, '线路异常，正在为您切换', 'lineSwitch'),
  networkAbnormal: spec(1000023, 200, '网络异常，请稍后再试', 'lineSwitch'),
  // 106xx: account and member rules. The dormant code is handled by the login page alone.
  accountDormant: spec(10601, 200, '您的账号处于休眠状态，请先激活', 'silent'),
  nameTaken: spec(10602, 200, '该用户名已被注册', 'toast'),
  loginFailed: spec(10603, 200, '用户名或密码错误', 'toast'),
  codeCooldown: spec(10604, 200, '验证码发送过于频繁，请稍后再试', 'toast'),
  codeDailyLimit: spec(10605, 200, '今日验证码发送次数已达上限，请明天再试', 'toast'),
  ticketExpired: spec(10606, 200, '操作已过期，请重新开始', 'toast'),
  /** The server names the password (原密码, 登录密码, 取款密码) and the tries left in its message. */
  passwordWrong: spec(10607, 200, '密码错误', 'toast'),
  alreadySet: spec(10608, 200, '已设置，无需重复设置', 'toast'),
  contactNotBound: spec(10609, 200, '该账号未绑定所选的验证方式，请联系客服', 'toast'),
  uploadInvalid: spec(10610, 200, '仅支持 PNG、JPEG、WEBP 图片，且不超过 2MB', 'toast'),
  modifyPending: spec(10611, 200, '您已有待审核的申请，请耐心等待', 'toast'),
  contactTaken: spec(10612, 200, '该手机号或邮箱已被其他账号绑定', 'toast'),
  inviteCodeInvalid: spec(10613, 200, '邀请码无效，请核对后重试或留空', 'toast'),
  // 1062x: wallet.
  insufficientFunds: spec(10620, 200, '余额不足', 'toast'),
  idempotencyConflict: spec(10621, 200, '请求编号已被使用，请刷新后重试', 'toast'),
  venueClosed: spec(10622, 200, '该场馆维护中，暂不能转账', 'toast'),
  venueBusy: spec(10623, 200, '场馆处理中，请稍后在资金记录中查看结果', 'toast'),
  // 1063x: payments.
  depositPending: spec(10630, 200, '您有一笔未完成的存款订单，请先完成或取消', 'silent'),
  depositLimit: spec(10631, 200, '存款金额超出该渠道的限额', 'toast'),
  depositNeedsRealName: spec(10632, 200, '请先完成实名认证再存款', 'toast'),
  depositNeedsPhone: spec(10633, 200, '请先绑定手机号再存款', 'toast'),
  orderNotPending: spec(10634, 200, '订单已完成或已关闭', 'toast'),
  cardLimit: spec(10635, 200, '最多绑定3张银行卡', 'toast'),
  cardTaken: spec(10636, 200, '该银行卡已绑定', 'toast'),
  withdrawLimit: spec(10637, 200, '取款金额或次数超出限制', 'toast'),
  withdrawNotPending: spec(10638, 200, '该取款已处理，无法再操作', 'toast'),
  remindTooSoon: spec(10639, 200, '已催促过，请稍后再试', 'toast'),
  addressLimit: spec(10640, 200, '最多绑定3个同类钱包地址', 'toast'),
  addressTaken: spec(10641, 200, '该地址已绑定', 'toast'),
  addressInvalid: spec(10642, 200, '钱包地址格式不正确', 'toast'),
  notWhitelisted: spec(10643, 200, '您暂不能绑定虚拟币地址，请联系客服', 'toast'),
  ticketNotAllowed: spec(10644, 200, '该订单当前不能进行此操作', 'toast'),
  // 1065x: savings wallet (余额宝).
  savingsTaskNotDone: spec(10650, 200, '任务尚未完成，暂不能领取奖励', 'toast'),
  savingsTaskClaimed: spec(10651, 200, '该任务奖励已领取', 'toast'),
  // 1066x: live video and anchor rooms (spec section 8: event not started, streamer interrupted).
  videoNotStarted: spec(10660, 200, '赛事尚未开始，请稍后观看', 'toast'),
  anchorInterrupted: spec(10661, 200, '主播暂时离开，请稍后再来', 'toast'),
  // 1067x: the house sportsbook. The slip handles price and market changes itself, with the data.
  marketClosed: spec(10670, 200, '该盘口已暂停投注或已关闭', 'silent'),
  oddsChanged: spec(10671, 200, '赔率已变化，请确认新赔率后再投注', 'silent'),
  stakeLimit: spec(10672, 200, '投注金额超出限额', 'toast'),
  payoutLimit: spec(10673, 200, '可赢金额超出单注或单场上限', 'toast'),
  liabilityLimit: spec(10674, 200, '该选项已达投注上限，请选择其他选项', 'toast'),
  cashOutUnavailable: spec(10675, 200, '该注单当前不能提前结算', 'toast'),
  cashOutChanged: spec(10676, 200, '提前结算金额已变化，请确认新金额', 'silent'),
  builderRefused: spec(10677, 200, '这些选项不能组合投注', 'silent'),
  /** The trader's resettle must give a result for every outcome the market's bets took (data: missing). */
  resettleIncomplete: spec(10678, 200, '请为注单投注的每个选项填写赛果', 'toast'),
  // Chat rooms (10680-10689).
  chatMuted: spec(10680, 200, '您已被禁言，暂时不能发言', 'toast'),
  chatClosed: spec(10681, 200, '聊天室已关闭发言', 'toast'),
  chatSlowMode: spec(10682, 200, '慢速模式中，请稍后再发言', 'toast'),
  chatTooFast: spec(10683, 200, '发言过于频繁，请稍后再试', 'toast'),
  chatLevelTooLow: spec(10684, 200, '您的等级暂不能在此发言', 'toast'),
  chatInvalid: spec(10685, 200, '消息内容不符合要求', 'toast'),
  // The in-site customer-service chat.
  supportTaken: spec(10686, 200, '该会话已由其他客服接待', 'toast'),
  supportClosed: spec(10687, 200, '该会话已结束', 'toast'),
  supportNotTaken: spec(10688, 200, '请先接入该会话再回复', 'toast'),
  // 1069x: gold coins and gifts.
  coinsShort: spec(10690, 200, '金币不足，请先充值金币', 'toast'),
  giftUnavailable: spec(10691, 200, '该礼物已下架，请选择其他礼物', 'toast'),
  giftsOff: spec(10692, 200, '该直播间暂未开启送礼', 'toast'),
  giftBlocked: spec(10693, 200, '您暂不能在该直播间送礼，请联系客服', 'toast'),
  coinsUnavailable: spec(10694, 200, '金币兑换暂未开放', 'toast'),
  // Promotions (10700-10799). 10700 is the spec's "missing activity access": the blacklist message.
  promoNoAccess: spec(10700, 200, '您暂无参与该活动的权限，请联系客服', 'toast'),
  promoNotFound: spec(10701, 200, '活动不存在或已下架', 'toast'),
  promoNotOpen: spec(10702, 200, '活动未开始或已结束', 'toast'),
  promoPaused: spec(10703, 200, '活动已暂停，请稍后再来', 'toast'),
  promoClaimed: spec(10704, 200, '您已领取过该优惠', 'toast'),
  promoNotEligible: spec(10705, 200, '您暂不符合该活动的参与条件', 'toast'),
  promoFull: spec(10706, 200, '活动名额已满或预算已用完', 'toast'),
  promoMaxBet: spec(10707, 200, '优惠进行中，单注投注金额超出上限', 'toast'),
  grantNotFound: spec(10708, 200, '优惠记录不存在', 'toast'),
  grantNotConvertible: spec(10709, 200, '流水尚未完成，暂不能转入钱包', 'toast'),
  grantClosed: spec(10710, 200, '该优惠已结束', 'toast'),
  promoNoVipLevel: spec(10711, 200, '您的VIP等级暂不能参与该活动', 'toast'),
  promoTermsInvalid: spec(10712, 200, '活动条款不符合规则', 'toast'),
  promoClaimOnDeposit: spec(10713, 200, '该优惠在存款到账时自动发放，无需领取', 'toast'),
  promoRgBlocked: spec(10714, 200, '您已设置暂停或自我排除，期间不能参与优惠活动', 'toast'),
  signNeedsDeposit: spec(10715, 200, '完成首笔存款后即可每日签到', 'toast'),
  promoClaimElsewhere: spec(10716, 200, '请在该活动的页面参与', 'toast'),
  birthdayNoProfile: spec(10717, 200, '请先在个人资料中填写生日', 'toast'),
  birthdayNotInWindow: spec(10718, 200, '今天不在您的生日礼金领取期内', 'toast'),
  taskNotFound: spec(10719, 200, '福利任务不存在或已下架', 'toast'),
  taskNotDone: spec(10720, 200, '任务尚未完成，完成后即可领取', 'toast'),
  // The bonus-cost report's range (10721-10722) and the points ledger (10723-10739).
  reportRangeReversed: spec(10721, 200, '开始日期不能晚于结束日期', 'toast'),
  reportRangeTooLong: spec(10722, 200, '查询区间最长 92 天，请缩短日期范围', 'toast'),
  // The operator's VIP ladder (10740-10749).
  vipLadderInvalid: spec(10740, 200, 'VIP等级设置不符合规则', 'toast'),
  vipLadderLevelHeld: spec(10741, 200, '已有会员达到要删除的VIP等级，不能减少等级数', 'toast'),
  // Invitations (10900-10949, issue 31).
  inviteNotFound: spec(10900, 200, '邀请记录不存在', 'toast'),
  inviteNotFlagged: spec(10901, 200, '该邀请没有待处理的标记', 'toast'),
  // 幸运转盘 (10950-10959, issue 31).
  wheelNoChances: spec(10950, 200, '今日抽奖次数已用完，投注或签到可获得更多次数', 'toast'),
  wheelBudgetSpent: spec(10951, 200, '今日奖品已派完，请明天再来', 'toast'),
  wheelSeedUnchanged: spec(10952, 200, '新的客户端种子与当前相同', 'toast'),
  // 积分兑换 (10960-10969, issue 31).
  exchangeItemNotFound: spec(10960, 200, '兑换奖品不存在或已下架', 'toast'),
  exchangeSoldOut: spec(10961, 200, '该奖品已兑完', 'toast'),
  exchangeLimitReached: spec(10962, 200, '您已达到该奖品的兑换上限', 'toast'),
  exchangeNotEnoughPoints: spec(10963, 200, '积分不足', 'toast'),
  exchangeStockBelowTaken: spec(10964, 200, '库存不能少于已兑换数量', 'toast'),
  // 竞猜 (10970-10979, issue 31).
  quizNotFound: spec(10970, 200, '竞猜题目不存在', 'toast'),
  quizClosed: spec(10971, 200, '比赛已开始，竞猜已截止', 'toast'),
  quizPickInvalid: spec(10972, 200, '请选择题目中的一个答案', 'toast'),
  quizNoBuffCards: spec(10973, 200, '今日加倍卡已用完', 'toast'),
  quizAnswered: spec(10974, 200, '您已参与该竞猜', 'toast'),
  // Sponsors (10980-10989, issue 31).
  sponsorTierRule: spec(10980, 200, '最多只能有 3 个赞助的等级低于 3', 'toast'),
  sponsorNotFound: spec(10981, 200, '赞助不存在', 'toast'),
  sponsorInvalid: spec(10982, 200, '赞助信息不完整或格式不正确', 'toast'),
  sponsorOrderInvalid: spec(10983, 200, '排序须包含全部赞助且不能重复', 'toast'),
  // 足球彩票 (10990-10999, issue 31).
  lotteryNotFound: spec(10990, 200, '本期足球彩票不存在', 'toast'),
  lotteryClosed: spec(10991, 200, '本期已截止投注', 'toast'),
  lotteryPicksInvalid: spec(10992, 200, '请为本期每场比赛选择一个结果', 'toast'),
  lotteryEntered: spec(10993, 200, '您已参与本期', 'toast'),
  // 闯关 (10994-10996, issue 31).
  barrierStageNotFound: spec(10994, 200, '该关卡不存在', 'toast'),
  barrierNotCleared: spec(10995, 200, '今日流水未达到该关门槛', 'toast'),
  barrierBudgetSpent: spec(10996, 200, '活动奖金已派完，请留意下次活动', 'toast'),
  // 免费投注 (10997-10998, issue 31).
  freeBetNotFound: spec(10997, 200, '免费投注券不存在、已使用或已过期', 'toast'),
  freeBetMismatch: spec(10998, 200, '免费投注券仅可用于单关，投注金额须等于券面金额', 'toast'),
  // 冠军投票 (issue 31): the one code of its own; a closed vote, an unknown competition and a team not
  // in it answer the quiz's and the engine's codes with the vote's own words.
  voteAlreadyCast: spec(10999, 200, '您已投过票，投票后不可更改', 'toast'),
  // Safer gambling (10800-10899, issue 29).
  rgLimitAmount: spec(10800, 200, '限额须为大于 0 的金额，最多两位小数', 'toast'),
  rgLimitTooLarge: spec(10801, 200, '限额金额过大，最多 100,000,000.00', 'toast'),
  rgPeriodInvalid: spec(10802, 200, '限额类型或周期无效', 'toast'),
  rgNothingPending: spec(10803, 200, '没有待确认的限额调整', 'toast'),
  rgCoolingOff: spec(10804, 200, '提高或取消限额须在 24 小时冷静期结束后再确认', 'toast'),
  rgTimeOutRange: spec(10805, 200, '暂停时长须为 1 天至 6 周（42 天）', 'toast'),
  rgExclusionRange: spec(10806, 200, '自我排除期限须为 6 个月至 5 年', 'toast'),
  rgConfirmRequired: spec(10807, 200, '请勾选确认后再提交', 'toast'),
  rgTimeLimitAmount: spec(10808, 200, '时长限额须为 1 分钟至该周期时长的整数分钟', 'toast'),
  rgLimitReached: spec(10810, 200, '已达到您设定的限额', 'toast'),
  rgTimedOut: spec(10811, 200, '您已设置暂停，期间仅可查看余额、提款和负责任博彩页面', 'logout'),
  rgSelfExcluded: spec(10812, 200, '您已自我排除，期间仅可查看余额、提款和负责任博彩页面', 'logout'),
  rgTimeLimitReached: spec(10813, 200, '已达到您设定的在线时长限额，本周期结束后可再次登录', 'logout'),
  rgRealityInterval: spec(10820, 200, '提醒间隔须为 5 至 240 分钟的整数，或选择关闭', 'toast'),
  rgRealityRequired: spec(10821, 200, '根据本站适用的监管规定，现实核查提醒不可关闭', 'toast'),
  /** Geo gate: the caller's address is in a country the site does not serve (data `{country}`, null when unknown). */
  rgGeoBlocked: spec(10830, 200, '您所在的国家或地区暂不提供服务', 'accessRestriction'),
  /** The site's jurisdiction profile (`uk`, RTS 14B) does not let a member reverse a withdrawal. */
  rgWithdrawCancelForbidden: spec(10831, 200, '根据本站适用的监管规定，提款申请提交后不可撤销', 'toast'),
  rgBirthDateRequired: spec(10832, 200, '请填写出生日期：本站须核实您已年满 18 周岁', 'toast'),
  rgBirthDateInvalid: spec(10833, 200, '出生日期无效', 'toast'),
  rgUnderAge: spec(10834, 200, '未满 18 周岁不得注册', 'toast'),
  rgRealNameRequired: spec(10835, 200, '根据本站适用的监管规定，请先完成实名认证再投注', 'toast'),
  rgBirthDateLocked: spec(10836, 200, '出生日期设置后不可自行修改，如需更正请联系客服', 'toast'),
  rgMemberNotFound: spec(10860, 200, '会员不存在', 'toast'),
  rgReasonRequired: spec(10861, 200, '请填写原因（2 至 200 字）', 'toast'),
  rgNothingImposed: spec(10862, 200, '该会员没有可解除的运营限额', 'toast'),
  // Message centre (11000-11049, issue 32).
  messageNotFound: spec(11000, 200, '消息不存在或已删除', 'toast'),
  messageTabInvalid: spec(11001, 200, '消息分类无效', 'toast'),
  messageReplyClosed: spec(11002, 200, '本站暂不支持回复私信', 'toast'),
  messageNotReplyable: spec(11003, 200, '只有私信可以回复', 'toast'),
  messageTextInvalid: spec(11004, 200, '回复内容须为 1 至 500 字', 'toast'),
  messageTitleInvalid: spec(11005, 200, '标题须为 1 至 50 字', 'toast'),
  messageBodyInvalid: spec(11006, 200, '正文须为 1 至 5000 字', 'toast'),
  messageMemberNotFound: spec(11007, 200, '会员不存在', 'toast'),
  // News and expert articles (11020-11039, issue 32).
  newsNotFound: spec(11020, 200, '文章不存在或已下线', 'toast'),
  newsCategoryInvalid: spec(11021, 200, '文章分类无效', 'toast'),
  newsTitleInvalid: spec(11022, 200, '标题须为 2 至 60 字', 'toast'),
  newsSummaryInvalid: spec(11023, 200, '摘要最多 200 字', 'toast'),
  newsBodyInvalid: spec(11024, 200, '正文须为 10 至 20000 字（不含格式）', 'toast'),
  newsCoverInvalid: spec(11025, 200, '封面须为本站上传的图片或 https 地址', 'toast'),
  newsMatchNotFound: spec(11026, 200, '关联的赛事不存在', 'toast'),
  newsLeagueNotFound: spec(11027, 200, '关联的联赛不存在', 'toast'),
  newsPublishAtInvalid: spec(11028, 200, '定时发布时间须在 30 天之内', 'toast'),
  newsStateInvalid: spec(11029, 200, '文章当前状态不能进行该操作', 'toast'),
  // Feedback (11050-11059, issue 32).
  feedbackCategoryInvalid: spec(11050, 200, '请选择反馈类型', 'toast'),
  feedbackTextInvalid: spec(11051, 200, '反馈内容须为 5 至 1000 字', 'toast'),
  feedbackImagesInvalid: spec(11052, 200, '最多附带 3 张本人上传的图片', 'toast'),
  feedbackNotFound: spec(11053, 200, '反馈不存在', 'toast'),
  feedbackReplyInvalid: spec(11054, 200, '回复内容须为 1 至 2000 字', 'toast'),
  feedbackClosed: spec(11055, 200, '该反馈已关闭', 'toast'),
  feedbackUploadLimit: spec(11056, 200, '未提交的图片过多，请先提交反馈或稍后再试', 'toast'),
  // Footer information pages (11060-11069, issue 32).
  sitePageInvalid: spec(11060, 200, '页面内容不符合要求', 'toast'),
  // Agents (11010-11019 of the agent range 11000-11019, issue 32; 11000-11009 were taken by the message centre first).
  agentContactNameInvalid: spec(11010, 200, '联系人姓名须为 1 至 30 字', 'toast'),
  agentContactInvalid: spec(11011, 200, '请填写有效的手机号、Telegram 或微信号', 'toast'),
  agentChannelInvalid: spec(11012, 200, '请选择推广渠道', 'toast'),
  agentExpectedInvalid: spec(11013, 200, '预计会员数须为 1 至 100000 的整数', 'toast'),
  agentNoteInvalid: spec(11014, 200, '备注不能超过 500 字', 'toast'),
  agentApplicationOpen: spec(11015, 200, '您已有待审核的代理申请，请耐心等待', 'toast'),
  agentAlready: spec(11016, 200, '您已经是代理', 'toast'),
  notAgent: spec(11017, 200, '您还不是代理，请先申请', 'toast'),
  agentApplicationNotFound: spec(11018, 200, '申请不存在或已处理', 'toast'),
  agentMemberInvalid: spec(11019, 200, '请填写要绑定的会员账号（须为本站会员，且尚不是代理）', 'toast'),
  // The gateway layer (11040-11049, issue 32). A body that does not open is the client's or a
  // tamperer's fault, never the server's: 400, not 5xx. A session the gateway cannot use makes the
  // gateway client fetch a new one and repeat the call once, so members rarely see its text.
  gatewayBodyUnreadable: spec(11040, 400, '请求数据校验失败，请刷新页面后重试', 'toast'),
  gatewaySessionInvalid: spec(11041, 200, '安全会话已过期，请刷新页面后重试', 'toast'),
  // 1110x: the back office.
  otpRequired: spec(11100, 200, '请输入动态验证码', 'silent'),
  otpWrong: spec(11101, 200, '动态验证码错误', 'toast'),
  csrfFailed: spec(11102, 403, '页面已过期，请刷新后重试', 'toast'),
  loginLocked: spec(11103, 200, '登录失败次数过多，请15分钟后再试', 'toast'),
  selfApproval: spec(11104, 200, '不能复核自己提交的调整', 'toast'),
  adjustmentDecided: spec(11105, 200, '该调整已处理', 'toast'),
} as const satisfies Record<string, ErrorSpec>;

export type ErrorName = keyof typeof Errors;

const byCode = new Map<number, ErrorSpec>(Object.values(Errors).map((e) => [e.code, e]));

/** The catalogue entry for a code, or undefined for codes the catalogue does not know. */
export const errorByCode = (code: number): ErrorSpec | undefined => byCode.get(code);
