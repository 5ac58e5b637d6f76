/** The account pages' guard (请先登录 and what logging in unlocks on each page): it loads with the guard. */
export const guardStrings = {
  title: '请先登录',
  rg: '登录后即可设置限额、暂停账户或自我排除',
  member: '登录后即可管理个人资料与账户安全',
  wallet: '登录后即可查看余额并在中心钱包与场馆之间转账',
  deposit: '登录后即可存款，支持在线支付、极速转卡与 USDT',
  withdraw: '登录后即可申请{{withdraw}}',
  cards: '登录后即可管理{{card}}与钱包地址',
  convert: '登录后即可兑换 USDT',
  savings: '登录后即可将中心钱包余额转入余额宝，每日赚取收益',
  gifts: '登录后即可查看您的送礼记录',
  promo: '登录后即可领取新人礼包并查看奖金流水进度',
  vip: '登录后即可查看您的VIP等级、晋级进度与专属特权',
  invite: '登录后即可获取您的专属邀请码与邀请链接，查看好友进度与奖励',
  messages: '登录后即可查看公告、私信与活动消息',
  feedback: '登录后即可提交意见反馈并查看客服回复',
  agent: '登录后即可查看代理数据',
};
