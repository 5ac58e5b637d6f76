/**
 * The words of what sits below the first screen and loads after it: the footer's theme and language
 * pickers and the home page's APP 下载 block.
 */
export const toolStrings = {
  theme: {
    label: '主题',
    choose: '选择主题',
    fresh: '清新',
    elegant: '典雅',
    triadTheme: '三色',
    classy: '经典',
    glow: '霓虹',
    simple: '简约',
    colorful: '多彩',
    mecha: '机甲',
  },
  language: {
    label: '语言',
    'zh-CN': '简体中文',
    en: 'English',
  },
  appDownload: {
    title: '下载 App，随时随地畅玩',
    text: '赛事直播、即时下注、极速{{withdraw}}，掌上一手掌握。',
    featureLive: '高清直播',
    featureFast: '极速{{withdraw}}',
    featureSafe: '资金安全',
    installed: '已安装，可从桌面图标打开',
    native: '下载原生 App',
    stepMenu: '打开浏览器菜单（iPhone Safari：点底部的「分享」按钮）',
    stepAdd: '选择「安装应用」或「添加到主屏幕」',
    stepOpen: '回到桌面，点 Courtside 图标即可像 App 一样打开',
  },
};
