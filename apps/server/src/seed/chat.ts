/** zh-CN demo chat: the starting sensitive-word list and lines that make a new room look alive. */

/** Operators edit the list in the back office; these are the usual spam and scam words of such rooms. */
export const chatWords = [
  '代充',
  '刷单',
  '加微信',
  '加V',
  '私聊我',
  '稳赚不赔',
  '内部消息',
  '包赢',
  '假球',
  '外挂',
  '裸聊',
  '博彩代理',
  '上分',
  '下分',
  '洗钱',
  '跑分',
  'QQ群',
  '诈骗',
];

/** Invented viewers' lines, oldest first: nick, VIP level, text. */
export const chatDemoLines: readonly [string, number, string][] = [
  ['球迷小李', 2, '来了来了，今晚这场必须看'],
  ['老张看球', 5, '主播今天状态不错啊'],
  ['阿飞', 1, '主队首发有变化吗？'],
  ['篮球少年', 3, '这节防守明显好多了'],
  ['夜猫子', 7, '刚下班，比分多少了？'],
  ['小鹿粉丝', 4, '支持主播！🔥🔥'],
  ['球场观察员', 6, '中场控制力太强了，看好主队'],
  ['路人甲', 0, '第一次来，大家好'],
];
