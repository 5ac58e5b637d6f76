// Plays one stream from the query: url, type (flv | hls | mp4), title. mp4 and native HLS play in
// the <video> element directly; FLV needs a player library (mpegts.js) that the live rooms bring.
(() => {
  const params = new URLSearchParams(window.location.search);
  const url = params.get('url') || '';
  let type = (params.get('type') || '').toLowerCase();
  const title = params.get('title');
  const video = document.getElementById('video');
  const notice = document.getElementById('notice');

  if (title) {
    document.getElementById('title').textContent = title;
    document.title = `${title} - 视频播放`;
  }

  const show = (heading, text) => {
    video.hidden = true;
    notice.hidden = false;
    document.getElementById('notice-title').textContent = heading;
    document.getElementById('notice-text').textContent = text;
  };

  if (!url) {
    show('缺少视频地址', '链接中没有可播放的视频地址，请返回后重新打开。');
    return;
  }
  if (!/^(https?:)?\/\//i.test(url) && !url.startsWith('/')) {
    show('视频地址无效', '只支持 http、https 或本站路径的视频地址。');
    return;
  }
  if (!type) {
    type = /\.m3u8(\?|$)/i.test(url) ? 'hls' : /\.flv(\?|$)/i.test(url) ? 'flv' : 'mp4';
  }
  if (type === 'hls' && !video.canPlayType('application/vnd.apple.mpegurl')) {
    show('暂不支持该视频格式', '当前浏览器不能直接播放 HLS 直播流，请使用 Safari 或在站内直播间观看。');
    return;
  }
  if (type === 'flv') {
    show('暂不支持该视频格式', '当前页面不能直接播放 FLV 直播流，请在站内直播间观看。');
    return;
  }
  if (type !== 'hls' && type !== 'mp4') {
    show('暂不支持该视频格式', '支持的格式：mp4、hls、flv。');
    return;
  }
  video.hidden = false;
  video.src = url;
  video.addEventListener('error', () => {
    show('视频加载失败', '视频暂时无法播放，请稍后重试。');
  });
})();
