// The default user agreement and privacy policy this server serves at /legal/agreement and /legal/privacy
// until administrators link their own (system config, links). Plain words about what this software does
// and stores; no promise the software cannot keep (no uptime, no certification, no payment handling).

/** A page of the legal texts: a title, a short lead and its sections. */
export interface LegalText {
  title: string;
  lead: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The two pages. */
export type LegalPage = 'agreement' | 'privacy';
/** The languages they are written in. */
export type LegalLanguage = 'zh' | 'en';

const en: Record<LegalPage, LegalText> = {
  agreement: {
    title: 'User agreement',
    lead:
      'This portal runs on Fleetkey, self-hosted software. It is operated by the organisation that runs this ' +
      'server (the "operator"), not by the authors of the software. This is the default text shipped with ' +
      'the software; the operator may replace it with their own.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Give accurate details when you register, keep your password to yourself, and tell the operator if you think someone else has used your account. What is done with your account is your responsibility.',
        ],
      },
      {
        heading: 'Licences and devices',
        paragraphs: [
          'A licence lets the device it is bound to run the licensed software until the licence expires. Binding, unbinding, renewal cards and trials follow the rules shown in the portal at the time.',
          'Orders placed here are records only: this system takes no payment. Payment and delivery are arranged with the operator, who marks the order as they go. An order is not paid until its state says so.',
        ],
      },
      {
        heading: 'Devices and their data',
        paragraphs: [
          'The devices you connect send their data to this server. Connect only devices you are allowed to, and collect only data you have the right to collect.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not try to reach accounts, devices or data that are not yours, do not disrupt the service, and do not use it for anything unlawful.',
        ],
      },
      {
        heading: 'Availability',
        paragraphs: [
          'The operator runs this service as it is and may interrupt it, for maintenance for example. This text promises no particular availability; ask the operator about any service terms they offer.',
        ],
      },
      {
        heading: 'Ending',
        paragraphs: [
          'You may stop using the service at any time and ask the operator to delete your account. The operator may suspend an account that breaks this agreement.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'The operator may change this agreement; the version at this address is the one in force. Contact the operator through the help, feedback or support contacts shown in the console.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    lead:
      'This portal runs on Fleetkey, self-hosted software, and is operated by the organisation that runs ' +
      'this server (the "operator"). This page says what the software stores about you and why. It is the ' +
      'default text shipped with the software; the operator may replace it with their own.',
    sections: [
      {
        heading: 'What is stored',
        paragraphs: [
          'Your account: user name, mobile number, e-mail address, and what you enter about yourself and your company (name, industry, avatar, signature).',
          'Your use: sign-in times and addresses (IP), a log of your own operations, your licences and the devices bound to them, your orders, cards and messages.',
          'In the IoT console: your devices, their data, events and the commands sent to them.',
          'Passwords are stored only as one-way hashes (argon2id). Sessions are random tokens kept hashed on the server.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To sign you in, to run your licences and devices, to send you verification codes and notices, and to let the operator answer your requests and orders.',
        ],
      },
      {
        heading: 'Where it goes',
        paragraphs: [
          "Everything stays in the operator's own database and files. Verification codes and notices are sent through the SMS gateway and mail server the operator configured, if any. The software sends nothing to its authors and contains no analytics or advertising trackers.",
        ],
      },
      {
        heading: 'Cookies and browser storage',
        paragraphs: [
          'One session cookie keeps you signed in. Your browser keeps your language, theme and, if you ask, your account name. Nothing else is stored for tracking.',
        ],
      },
      {
        heading: 'Who can see it',
        paragraphs: [
          "The operator's administrators, each within the permissions their role grants. Administrators' changes are recorded in an operation log.",
        ],
      },
      {
        heading: 'Keeping and deleting',
        paragraphs: [
          'Your data is kept while your account exists. Ask the operator for a copy, a correction or the deletion of your account and its data.',
        ],
      },
    ],
  },
};

const zh: Record<LegalPage, LegalText> = {
  agreement: {
    title: '用户协议',
    lead:
      '本平台基于可自行部署的 Fleetkey 软件运行，由运行本服务器的组织（以下称"运营方"）提供，而非软件作者。' +
      '本文是软件自带的默认文本，运营方可以替换为自己的协议。',
    sections: [
      {
        heading: '您的账号',
        paragraphs: [
          '注册时请填写真实信息，妥善保管密码；如怀疑他人使用了您的账号，请告知运营方。通过您的账号进行的操作由您负责。',
        ],
      },
      {
        heading: '授权与设备',
        paragraphs: [
          '授权允许其绑定的设备在到期前运行被授权的软件。绑定、解绑、续期卡和试用遵循平台当时显示的规则。',
          '在此提交的订单仅为记录：本系统不收取任何款项。付款和交付由您与运营方另行约定，运营方会随进展更新订单状态。订单状态显示已付款之前，订单均未付款。',
        ],
      },
      {
        heading: '设备及其数据',
        paragraphs: [
          '您接入的设备会把数据发送到本服务器。请只接入您有权接入的设备，只采集您有权采集的数据。',
        ],
      },
      {
        heading: '使用规范',
        paragraphs: ['请勿尝试访问不属于您的账号、设备或数据，请勿干扰服务运行，请勿将其用于任何违法用途。'],
      },
      {
        heading: '可用性',
        paragraphs: [
          '运营方按现状提供本服务，并可能因维护等原因中断服务。本文不承诺任何特定的可用性；如需服务条款，请咨询运营方。',
        ],
      },
      {
        heading: '终止',
        paragraphs: ['您可以随时停止使用本服务，并请运营方删除您的账号。运营方可以暂停违反本协议的账号。'],
      },
      {
        heading: '变更与联系',
        paragraphs: [
          '运营方可以修改本协议，以本地址上的版本为准。请通过控制台中显示的帮助、反馈或客服联系方式联系运营方。',
        ],
      },
    ],
  },
  privacy: {
    title: '隐私政策',
    lead:
      '本平台基于可自行部署的 Fleetkey 软件运行，由运行本服务器的组织（以下称"运营方"）提供。' +
      '本页说明软件保存了您的哪些信息以及用途。本文是软件自带的默认文本，运营方可以替换为自己的政策。',
    sections: [
      {
        heading: '保存哪些信息',
        paragraphs: [
          '您的账号：用户名、手机号、电子邮箱，以及您填写的个人和企业信息（名称、行业、头像、签名）。',
          '您的使用记录：登录时间和地址（IP）、您本人的操作日志、您的授权及其绑定的设备、订单、卡券和消息。',
          '在物联网控制台中：您的设备、设备数据、事件以及下发给设备的指令。',
          '密码只以单向哈希（argon2id）保存。会话是随机令牌，服务器只保存其哈希。',
        ],
      },
      {
        heading: '用途',
        paragraphs: ['用于登录、运行您的授权和设备、向您发送验证码和通知，以及让运营方处理您的申请和订单。'],
      },
      {
        heading: '信息去向',
        paragraphs: [
          '所有信息都保存在运营方自己的数据库和文件中。验证码和通知通过运营方配置的短信网关和邮件服务器（如有）发送。软件不会向其作者发送任何信息，也不包含任何统计分析或广告跟踪。',
        ],
      },
      {
        heading: 'Cookie 与浏览器存储',
        paragraphs: [
          '一个会话 Cookie 用于保持登录。浏览器会保存您的语言、主题，以及在您选择时保存账号名。除此之外不保存任何用于跟踪的信息。',
        ],
      },
      {
        heading: '谁能看到',
        paragraphs: ['运营方的管理员，各自在其角色授予的权限范围内。管理员的修改会记录在操作日志中。'],
      },
      {
        heading: '保存与删除',
        paragraphs: [
          '在您的账号存在期间保存您的数据。您可以请运营方提供副本、更正信息，或删除您的账号及其数据。',
        ],
      },
    ],
  },
};

/** The text of a page in a language. */
export function legalText(page: LegalPage, language: LegalLanguage): LegalText {
  return (language === 'zh' ? zh : en)[page];
}
