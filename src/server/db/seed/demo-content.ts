/**
 * Demo content for Dovetail Group Consulting Ltd.
 *
 * Data-only module: no runtime dependencies. Used by the seed scripts to
 * populate a fresh database with credible example copy (British English).
 */

export type DemoService = {
  title: string;
  description: string;
  longDescription: string;
  features: string[];
  iconType: 'define' | 'design' | 'develop' | 'strategy' | 'innovation' | 'transformation' | 'people' | 'technology' | 'delivery';
  isActive: boolean;
  order: number;
};

export type DemoExpertise = {
  title: string;
  description: string;
  iconType: 'Target' | 'RefreshCw' | 'Zap' | 'Users';
  customIconUrl: string | null;
  order: number;
};

export type DemoTeamMember = {
  name: string;
  title: string;
  bio: string;
  photoUrl: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  email: string | null;
  department: string | null;
  specialties: string | null;
  quote: string | null;
  achievements: string | null;
  order: number;
};

export type DemoBlogPost = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  category: string | null;
  publishDate: string | null;
  isPublished: boolean;
};

export type DemoInsight = {
  /** When it was written: the blog dates an insight by it. */
  createdAt: Date;
  title: string;
  description: string;
  image: string | null;
  category: string | null;
  link: string | null;
  isActive: boolean;
  order: number;
};

export type DemoCareer = {
  title: string;
  location: string | null;
  type: string | null;
  department: string | null;
  description: string;
  requirements: string[];
  isActive: boolean;
};

// ---------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------

/**
 * Inserted in this order, so a fresh database gives them ids 1-8 and the spec's phase rule (id modulo 3:
 * define, design, develop) fits each one: discovery and strategy define, design and transformation
 * design, delivery, programme management and adoption develop. The list's `order` is what visitors see.
 */
export const demoServices: DemoService[] = [
  // id 1: Design
  {
    title: 'Service & Solution Design',
    description: 'We design services, processes and systems around the people who use them, and test those designs early, when changing them is still cheap.',
    longDescription:
      'Good design is the bridge between a well-understood problem and a solution that actually gets adopted. We combine service design, process redesign and solution architecture so that the customer journey, the back-office operation and the technology all fit together.\n\nWe prototype quickly and put those prototypes in front of real users, whether they are branch colleagues, contact-centre agents or members of the public applying for a council service. Feedback shapes the design before it hardens into specifications.\n\nYou leave with a target operating model, future-state process maps and a solution design that your own teams or your chosen supplier can build from without guesswork.',
    features: [
      'Future-state process and customer journey design',
      'Target operating model definition',
      'Rapid prototyping and user testing',
      'Solution architecture and integration design',
      'Accessibility and inclusion considered from day one',
      'Build-ready specifications and acceptance criteria',
    ],
    iconType: 'design',
    isActive: true,
    order: 2,
  },
  // id 2: Develop
  {
    title: 'Delivery & Implementation',
    description: 'We turn designs into working services, managing suppliers, testing and go-live so that change lands safely and benefits start to show.',
    longDescription:
      'Implementation is where good intentions meet real constraints: budgets, legacy systems, regulatory deadlines and teams who still have a day job. We plan delivery in short, visible increments and keep the business closely involved at every release.\n\nOur consultants work alongside your teams and suppliers rather than above them. We manage test strategy, data migration, cut-over planning and operational readiness, and we make sure the people who will run the new service are confident in it before go-live.\n\nAfter launch we stay long enough to measure the benefits against the baseline agreed in discovery, and to hand over cleanly to business-as-usual owners.',
    features: [
      'Incremental release planning',
      'Supplier and third-party management',
      'Test strategy, UAT coordination and defect triage',
      'Data migration and cut-over planning',
      'Operational readiness and hypercare',
    ],
    iconType: 'develop',
    isActive: true,
    order: 3,
  },
  // id 3: Define
  {
    title: 'Business Analysis & Discovery',
    description:
      'We get to the heart of the problem before anyone writes a line of code, turning competing opinions into a clear, evidenced and prioritised set of requirements.',
    longDescription:
      'Most projects that go wrong were already in trouble before delivery started. Our discovery work brings operational staff, senior stakeholders and technical teams into the same conversation, so that the problem is understood in the same way by everyone who has to solve it.\n\nWe map current processes, quantify where time and money are being lost, and capture requirements in a form that both the business and delivery teams can use. Every requirement is traced back to a business outcome, which makes prioritisation a matter of evidence rather than seniority.\n\nThe result is a discovery pack you can take to an investment board with confidence: a problem statement, a baseline, a prioritised backlog and a realistic view of the options available.',
    features: [
      'Stakeholder mapping and structured interviews',
      'Current-state process mapping and pain-point analysis',
      'Requirements capture with full traceability to outcomes',
      'Baseline metrics and benefits hypotheses',
      'Options appraisal ready for investment boards',
    ],
    iconType: 'define',
    isActive: true,
    order: 1,
  },
  // id 4: Design
  {
    title: 'Digital Transformation',
    description:
      'End-to-end support for organisations modernising legacy systems and processes, from the first business case through to the decommissioning of old platforms.',
    longDescription:
      'Digital transformation is rarely about a single technology. It is about changing how an organisation works, with technology as an enabler. We help clients modernise in manageable steps, replacing legacy components progressively rather than gambling on a single big-bang switchover.\n\nWe have supported core platform replacements in financial services, omnichannel programmes in retail and the move from paper and spreadsheet processes to online services in local government. In each case the emphasis was on keeping the operation running while the change happened underneath it.',
    features: [
      'Digital maturity assessment',
      'Legacy modernisation roadmaps',
      'Cloud and SaaS adoption planning',
      'Process automation opportunity analysis',
      'Data and reporting modernisation',
    ],
    iconType: 'transformation',
    isActive: true,
    order: 6,
  },
  // id 5: Develop
  {
    title: 'Project & Programme Management',
    description: 'Experienced project and programme managers who bring structure, honest reporting and calm governance to complex, multi-supplier change.',
    longDescription:
      'We provide project managers, programme managers and PMO leads who are comfortable with both agile and stage-gated delivery, and who know when each is appropriate. Our focus is on clear ownership, realistic plans and reporting that tells sponsors what they need to hear, not what they would like to hear.\n\nWe set up lightweight governance that satisfies audit and regulatory scrutiny without slowing teams down: proportionate RAID management, decision logs, dependency tracking and benefits registers that are actually kept up to date.\n\nWhere programmes are already in difficulty, we run a rapid recovery review and agree a re-baselined plan with sponsors within weeks.',
    features: [
      'Project and programme leadership',
      'PMO set-up and governance design',
      'RAID, dependency and decision management',
      'Programme recovery and re-baselining',
      'Benefits tracking and realisation',
    ],
    iconType: 'delivery',
    isActive: true,
    order: 5,
  },
  // id 6: Define
  {
    title: 'Strategy & Advisory',
    description: 'Independent, practical advice for leaders facing a difficult change decision.',
    longDescription:
      'Boards and executive teams often know that something needs to change but not which of several plausible routes to take. We provide independent, evidence-based advice that weighs cost, risk, capability and timing honestly.\n\nOur advisers have sat on both sides of the table in banks, retailers and public bodies, so our recommendations reflect how organisations really behave rather than how a framework says they should.',
    features: ['Strategic options analysis', 'Business case development and review', 'Portfolio prioritisation', 'Independent programme health checks'],
    iconType: 'strategy',
    isActive: true,
    order: 4,
  },
  // id 7: Design
  {
    title: 'Technology Assurance',
    description: 'Independent assurance of technology suppliers, contracts and delivery plans before you commit significant budget.',
    longDescription:
      'Large technology contracts carry large risks. We review supplier proposals, statements of work and delivery plans to test whether they are realistic, complete and aligned with your requirements.\n\nThis service is currently paused while we expand the team; please contact us if you would like to discuss an assurance requirement.',
    features: [
      'Supplier proposal and contract review',
      'Delivery plan and estimate challenge',
      'Architecture and security design review',
      'Go-live readiness assessment',
    ],
    iconType: 'technology',
    isActive: false,
    order: 8,
  },
  // id 8: Develop
  {
    title: 'Change & Adoption',
    description: 'We help your people understand, accept and get the most from new ways of working, so that new systems and processes are actually used.',
    longDescription: '',
    features: [
      'Change impact assessment',
      'Stakeholder engagement and communications planning',
      'Training needs analysis and delivery',
      'Change champion networks',
      'Adoption measurement and reinforcement',
    ],
    iconType: 'people',
    isActive: true,
    order: 7,
  },
];

// ---------------------------------------------------------------------------
// Expertise
// ---------------------------------------------------------------------------

export const demoExpertise: DemoExpertise[] = [
  {
    title: 'Clarity of Purpose',
    description: 'Every engagement starts with a shared, measurable definition of success, so that effort goes where it makes the most difference.',
    iconType: 'Target',
    customIconUrl: null,
    order: 1,
  },
  {
    title: 'Continuous Improvement',
    description: 'We work in short cycles, measure what changes and adjust quickly, leaving behind teams who keep improving after we have gone.',
    iconType: 'RefreshCw',
    customIconUrl: null,
    order: 2,
  },
  {
    title: 'Pace with Control',
    description: 'Proportionate governance that satisfies auditors and regulators without slowing delivery down.',
    iconType: 'Zap',
    customIconUrl: null,
    order: 3,
  },
  {
    title: 'People-Centred Change',
    description: 'Over 25 years of sector experience tells us that change succeeds or fails with people. We bring colleagues and customers with us.',
    iconType: 'Users',
    customIconUrl: null,
    order: 4,
  },
];

// ---------------------------------------------------------------------------
// Team
// ---------------------------------------------------------------------------

export const demoTeam: DemoTeamMember[] = [
  {
    name: 'Catherine Ashby',
    title: 'Founder & Managing Director',
    bio: 'Catherine founded Dovetail Group in 2025 after more than 25 years leading change in financial services and the public sector. She has run regulatory remediation programmes, core banking replacements and large-scale shared-service transitions.\nShe believes the best consultancy leaves an organisation more capable than it found it, and set up Dovetail Group to offer senior, hands-on expertise without the overheads of a large firm.\nOutside work she is a trustee of a London community learning charity and a keen, if slow, long-distance cyclist.',
    photoUrl: '/images/team/catherine-ashby.svg',
    linkedinUrl: 'https://www.linkedin.com/in/catherine-ashby-dovetail',
    twitterUrl: 'https://twitter.com/cashby_dovetail',
    email: 'catherine.ashby@dovetailgroup.co.uk',
    department: 'Leadership',
    specialties: 'Strategy, Programme Leadership, Financial Services, Regulatory Change',
    quote: 'Good change is engineered, not improvised. Define the problem honestly and the rest becomes possible.',
    achievements:
      'Led a multi-year core platform replacement for a UK building society\nDirected a shared-services programme across four local authorities\nChartered Fellow of a UK management institute\nMentor on a public-sector women in leadership scheme',
    order: 1,
  },
  {
    name: 'Daniel Okafor',
    title: 'Head of Business Analysis',
    bio: 'Daniel leads our business analysis practice. He has spent 18 years translating complex operational problems into clear requirements for retailers, insurers and central government departments.\nHe is known for running workshops that people actually want to attend, and for an unshakeable belief that every requirement should trace back to a measurable outcome.',
    photoUrl: '/images/team/daniel-okafor.svg',
    linkedinUrl: 'https://www.linkedin.com/in/daniel-okafor-ba',
    twitterUrl: null,
    email: 'daniel.okafor@dovetailgroup.co.uk',
    department: 'Business Analysis',
    specialties: 'Requirements Engineering, Process Mapping, Discovery, Retail Operations',
    quote: 'The most valuable requirement is often the one nobody thought to write down.',
    achievements:
      'Designed the requirements approach for a national retail returns programme\nCertified business analysis professional\nBuilt a BA capability framework adopted by a government agency\nRegular speaker at UK business analysis community events',
    order: 2,
  },
  {
    name: 'Priya Raman',
    title: 'Programme Delivery Lead',
    bio: 'Priya has delivered technology and operational change programmes for over 15 years, most recently leading a multi-supplier payments modernisation for a mid-sized lender.\nShe specialises in bringing struggling programmes back under control, setting up honest reporting and governance that teams respect rather than work around.\nPriya is a qualified agile and stage-gated practitioner and coaches junior project managers across the firm.',
    photoUrl: '/images/team/priya-raman.svg',
    linkedinUrl: 'https://www.linkedin.com/in/priya-raman-delivery',
    twitterUrl: 'https://twitter.com/priyaraman_pm',
    email: 'priya.raman@dovetailgroup.co.uk',
    department: 'Delivery',
    specialties: 'Programme Management, PMO, Programme Recovery, Payments',
    quote: 'A plan nobody believes is worse than no plan at all. Honest reporting is the first deliverable.',
    achievements:
      'Recovered a payments programme running nine months late to a successful go-live\nEstablished a portfolio PMO for a regional housing association\nAccredited programme and agile project management practitioner',
    order: 3,
  },
  {
    name: 'Tom Fairbairn',
    title: 'Digital Transformation Consultant',
    bio: 'Tom joined Dovetail Group from an in-house digital team in local government, where he led the move of licensing and permit applications from paper forms to online services.\nHe focuses on accessible service design, process automation and helping organisations get real value from the platforms they already own.',
    photoUrl: '/images/team/tom-fairbairn.svg',
    linkedinUrl: null,
    twitterUrl: null,
    email: 'tom.fairbairn@dovetailgroup.co.uk',
    department: 'Digital Transformation',
    specialties: 'Service Design, Accessibility, Process Automation, Public Sector',
    quote: null,
    achievements:
      'Moved twelve council services from paper to online applications\nReduced average licence processing time by 40 per cent\nCompleted postgraduate study in digital service design',
    order: 4,
  },
];

// ---------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------

export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: 'How We Work: Define, Design, Develop',
    slug: 'define-design-develop-how-we-work',
    excerpt: 'Our three-phase method is simple to describe and demanding to practise. Here is what each phase involves and why the order matters.',
    content: `<h2>A method, not a slogan</h2>
<p>When we founded Dovetail Group we wanted a way of working that clients could understand in a single sentence and that our consultants could apply consistently on every engagement. The result is <strong>Define. Design. Develop.</strong> Three words, three phases, and one rule: do not skip ahead.</p>
<p>That rule sounds obvious. In practice it is the one most often broken. Under pressure to show progress, organisations jump straight to choosing a supplier or building a solution, and only discover later that they were solving the wrong problem.</p>

<h2>Define</h2>
<p>The Define phase is about understanding the problem well enough that everyone describes it the same way. We interview stakeholders, map current processes and gather the numbers that show where time, money or goodwill is being lost.</p>
<ul>
  <li>A clear problem statement, agreed by the sponsor</li>
  <li>A baseline against which success will be measured</li>
  <li>A prioritised set of requirements, each linked to an outcome</li>
</ul>

<h2>Design</h2>
<p>In the Design phase we shape the solution: processes, roles, customer journeys and the technology that supports them. We prototype early and test with the people who will use the new service, because changing a sketch costs almost nothing and changing a live system costs a great deal.</p>
<blockquote>The cheapest place to fix a problem is on a whiteboard.</blockquote>

<h2>Develop</h2>
<p>Develop is where the design becomes real. We plan delivery in small increments, manage suppliers and testing, and prepare the operation for go-live. Crucially, we measure the outcome against the baseline set in Define, so that everyone can see whether the change delivered what it promised.</p>

<h2>Why the order matters</h2>
<p>Each phase produces the evidence the next one depends on. Design without definition is guesswork; development without design is expensive guesswork. Following the sequence does not make projects slower. In our experience it makes them <em>considerably</em> faster, because far less work has to be undone.</p>

<h2>What it looks like in practice</h2>
<p>On a recent engagement with a regional lender, the Define phase took five weeks and revealed that most application delays came from a single manual affordability check, not from the ageing front-end system the client had planned to replace. The Design phase focused on that check; the Develop phase delivered an automated version in three releases. Processing times fell by more than half, at a fraction of the originally budgeted cost.</p>
<p>If you would like to see how the method could apply to your organisation, take a look at <a href="/services">our services</a> or <a href="/contact">get in touch</a>.</p>`,
    imageUrl: '/images/blog/define-design-develop-how-we-work.svg',
    category: null,
    publishDate: '2025-06-10',
    isPublished: true,
  },
  {
    title: 'Why Discovery Phases Fail, and How to Fix Them',
    slug: 'why-discovery-phases-fail',
    excerpt:
      'Discovery is meant to reduce risk, yet many discovery phases produce little more than a slide deck. Five common failure patterns and what to do instead.',
    content: `<h2>The promise of discovery</h2>
<p>A well-run discovery phase should leave an organisation with a shared understanding of the problem, a realistic view of the options and enough evidence to make an investment decision. Too often it delivers a long document that nobody reads and a set of assumptions that nobody has tested.</p>
<p>Across finance, retail and the public sector we see the same five failure patterns again and again.</p>

<h2>1. The answer was decided before the question was asked</h2>
<p>If a sponsor has already chosen the solution, discovery becomes an exercise in justification. The team gathers evidence that supports the preferred option and quietly ignores the rest. The fix is to agree, in writing, that discovery may conclude that the preferred option is wrong, and to make the sponsor comfortable with that possibility from the start.</p>

<h2>2. Only senior people were consulted</h2>
<p>Executives understand strategy; front-line staff understand how the work is really done. A discovery that only interviews heads of department will miss the workarounds, the spreadsheets and the informal processes that keep the operation running.</p>
<ul>
  <li>Spend time observing work, not just asking about it</li>
  <li>Include contact-centre, branch and back-office colleagues</li>
  <li>Speak to customers or service users directly wherever possible</li>
</ul>

<h2>3. No baseline was captured</h2>
<p>Without a baseline, nobody can say whether the eventual change made things better. We insist on capturing a small number of meaningful measures during discovery: processing times, error rates, cost per transaction, customer satisfaction. They do not need to be perfect; they need to be <strong>agreed</strong>.</p>

<h2>4. Requirements were captured but not prioritised</h2>
<p>A list of three hundred requirements, all marked as essential, is not a specification. It is a wish list. Every requirement should be linked to an outcome and ranked, so that when budget or time runs short the team knows what can safely wait.</p>
<blockquote>If everything is a priority, nothing is. Prioritisation is the most valuable output of any discovery.</blockquote>

<h2>5. The output was a document, not a decision</h2>
<p>The purpose of discovery is to enable a decision. We structure our discovery outputs around the questions an investment board will ask: what is the problem, what will it cost to fix, what are the options, and what happens if we do nothing? A short, evidenced options paper is worth more than a two-hundred-page report.</p>

<h2>What good looks like</h2>
<p>A good discovery is short, typically four to eight weeks, involves people at every level of the organisation, and ends with a clear recommendation that the sponsor is prepared to defend. It is <em>uncomfortable</em> at times, because it surfaces problems people would rather not discuss. That discomfort is the point.</p>
<p>Our <a href="/services">business analysis and discovery service</a> is built around these principles. If you are planning a discovery phase, we would be happy to share the templates we use.</p>`,
    imageUrl: '/images/blog/why-discovery-phases-fail.svg',
    category: 'Strategy',
    publishDate: '2025-09-15',
    isPublished: true,
  },
  {
    title: 'Legacy Modernisation Without the Big Bang',
    slug: 'legacy-modernisation-without-the-big-bang',
    excerpt:
      'Replacing a core system in one go is the riskiest move in technology change. A progressive approach keeps the lights on while the old platform is retired piece by piece.',
    content: `<h2>The appeal, and the danger, of the big bang</h2>
<p>Every organisation running on ageing core systems faces the same temptation: commission a brand-new platform, migrate everything over a single weekend and switch off the old one on Monday morning. It is a tidy story for a business case. It is also the approach most likely to end in a delayed go-live, a rollback or a very difficult conversation with the regulator.</p>
<p>Big-bang replacements concentrate all of the risk into one moment. Every interface, every data migration rule and every trained user has to be ready at the same time. If any of them is not, the whole programme waits.</p>

<h2>A progressive alternative</h2>
<p>Progressive modernisation replaces a legacy system one capability at a time. New components are built alongside the old platform, traffic is routed to them gradually, and the legacy system shrinks until it can be switched off with very little ceremony. Architects sometimes call this the <em>strangler pattern</em>, after the way a fig vine slowly replaces its host tree.</p>
<p>The approach works because each step is small enough to test thoroughly, release safely and reverse if necessary. Benefits arrive earlier, too: a new customer-facing capability can go live months or years before the final decommissioning.</p>

<h2>Where to start</h2>
<p>Choosing the first capability to move is the most important decision in a progressive modernisation. We look for something that is:</p>
<ul>
  <li><strong>Valuable</strong> - it solves a real pain point for customers or colleagues</li>
  <li><strong>Loosely coupled</strong> - it has relatively few dependencies on the rest of the legacy estate</li>
  <li><strong>Visible</strong> - success will be noticed and will build confidence for later phases</li>
  <li><strong>Reversible</strong> - if something goes wrong, traffic can be routed back to the old system</li>
</ul>
<p>In a lending business this might be the application and decision journey. In retail it is often product information or order tracking. In a local authority it could be a single high-volume service such as parking permits.</p>

<h2>The hard parts</h2>
<h3>Data</h3>
<p>While old and new systems run side by side, data has to stay consistent between them. This needs careful design: which system is the master for each entity, how changes are synchronised and how conflicts are resolved. Underinvesting here is the most common reason progressive programmes stall.</p>
<h3>Integration</h3>
<p>Legacy platforms were rarely designed to share. Building a clean integration layer, often an API facade in front of the old system, is usually the first technical deliverable and pays for itself many times over.</p>
<h3>Governance</h3>
<p>A progressive programme has many small releases rather than one large one. Governance must be adapted accordingly: lightweight release approval, strong automated testing and clear criteria for moving each capability from the old platform to the new.</p>

<blockquote>The goal is not to build a new system. The goal is to stop depending on the old one, safely and as early as possible.</blockquote>

<h2>Keeping the business case honest</h2>
<p>Progressive modernisation can look more expensive on paper, because old and new systems run in parallel for longer. The business case needs to account for the risk that has been removed and the benefits that arrive earlier. In our experience, once those are valued properly, the progressive approach usually compares well.</p>
<p>It also gives sponsors something a big-bang programme cannot: the option to pause. If priorities change, the organisation is left with a working hybrid rather than a half-built replacement.</p>

<h2>Lessons from the field</h2>
<ul>
  <li>Decommissioning must be planned from day one, with named owners and dates, or the legacy system will never be switched off.</li>
  <li>Operational teams need to understand which system to use for which task during the transition. Clear guidance and training prevent costly errors.</li>
  <li>Measure each step against a baseline so that the programme can demonstrate value as it goes.</li>
  <li>Keep the architecture simple. Every additional integration pattern adds long-term cost.</li>
</ul>

<h2>Getting started</h2>
<p>If you are weighing up the replacement of a core platform, a short assessment of your legacy estate and candidate first capabilities will usually clarify the options quickly. Read more about our <a href="/services">digital transformation services</a>, or <a href="/contact">talk to us</a> about your situation.</p>`,
    imageUrl: '/images/blog/legacy-modernisation-without-the-big-bang.svg',
    category: 'Digital Transformation',
    publishDate: '2026-07-21',
    isPublished: true,
  },
  {
    title: 'RAID Logs People Actually Read',
    slug: 'raid-logs-people-actually-read',
    excerpt:
      'Most risk registers are written once and never opened again. A few practical changes turn the RAID log into a tool that helps sponsors make decisions.',
    content: `<h2>The problem with RAID logs</h2>
<p>Almost every project has a RAID log: a register of risks, assumptions, issues and dependencies. Almost every project manager will admit, privately, that theirs is out of date. The log is created at initiation, dutifully populated with forty generic risks and then consulted only when an auditor asks to see it.</p>
<p>That is a waste, because a well-maintained RAID log is one of the most useful governance tools available. Here is how we make ours earn their keep.</p>

<h2>Write fewer, better entries</h2>
<p>"Resource availability" is not a risk. It is a category. A useful risk describes a specific cause, an uncertain event and a concrete effect:</p>
<blockquote>Because the data migration lead is also supporting year-end reporting, there is a risk that migration testing slips by two weeks, which would delay the March release.</blockquote>
<p>An entry like that can be owned, mitigated and tracked. Twenty entries of that quality are worth more than two hundred vague ones.</p>

<h2>Give every entry an owner and a date</h2>
<ul>
  <li>The <strong>owner</strong> is a named person, not a team, who is accountable for the mitigation.</li>
  <li>The <strong>review date</strong> is when the entry will next be looked at, not when it was created.</li>
  <li>An entry without both is not finished.</li>
</ul>

<h2>Separate issues from risks</h2>
<p>A risk might happen; an issue has happened. Mixing them hides the problems that need action today behind the ones that might need action next quarter. We keep issues on their own view, sorted by impact, and review them at every project board.</p>

<h2>Make dependencies two-way</h2>
<p>Dependencies are where multi-supplier programmes most often fail. Every dependency should be recorded by both the team that needs something and the team that provides it, with an agreed date. When the two records disagree, that is a conversation worth having <em>now</em>.</p>

<h2>Report trends, not just status</h2>
<p>A sponsor does not need to read the whole log. They need to know what has changed: which risks have increased, which issues have been open longest and which dependencies are at risk. A one-page summary of movement since the last board is far more useful than a full extract.</p>

<h2>Close things</h2>
<p>Finally, close entries that are no longer relevant. A log that only ever grows becomes unreadable. A short, current and specific register is the one people will actually open.</p>
<p>Our <a href="/services">project and programme management</a> consultants bring these habits to every engagement.</p>`,
    imageUrl: '/images/blog/raid-logs-people-actually-read.svg',
    category: 'Project Management',
    publishDate: '2026-04-14',
    isPublished: true,
  },
  {
    title: 'Retail Operating Models for 2026',
    slug: 'retail-operating-models-for-2026',
    excerpt:
      'Stores, online, marketplaces and fulfilment partners: how mid-sized retailers can design an operating model that copes with every channel without doubling their costs.',
    content: `<h2>More channels, same margin</h2>
<p>For mid-sized UK retailers, the last few years have brought a steady multiplication of channels: physical stores, a transactional website, an app, third-party marketplaces, click and collect, and increasingly social commerce. Each arrived with its own team, its own processes and often its own stock pool. Margins, meanwhile, have not grown to match.</p>
<p>The result in many businesses is an operating model that has accumulated rather than been designed. Heading into 2026, the retailers we work with are asking a simple question: how do we run all of these channels as one business?</p>

<h2>Three shifts we are seeing</h2>
<h3>1. From channel teams to customer journeys</h3>
<p>Organising by channel made sense when channels were separate. Customers no longer treat them that way: they browse on a phone, check stock online and buy in store, or order online and return to a branch. Leading retailers are reorganising around journeys such as <em>find</em>, <em>buy</em>, <em>receive</em> and <em>return</em>, with clear ownership across channels.</p>

<h3>2. A single view of stock</h3>
<p>Separate stock pools for store and online lead to lost sales and unnecessary markdowns. A single, accurate view of inventory, and the processes to keep it accurate, is now the foundation of almost every other improvement. It is also, in our experience, the area where the gap between what systems promise and what the operation actually delivers is widest.</p>

<h3>3. Returns as a designed process</h3>
<p>Returns were once an afterthought. For many retailers they are now one of the largest controllable costs in the business. Designing the returns journey deliberately, including routing, grading and re-listing, can recover significant value.</p>

<h2>Designing the model</h2>
<p>An operating model is more than an organisation chart. When we design one with a retail client we work through six elements:</p>
<ul>
  <li><strong>Processes</strong> - the end-to-end journeys and the handoffs between them</li>
  <li><strong>People</strong> - roles, accountabilities and the skills each requires</li>
  <li><strong>Technology</strong> - the platforms that support each journey and how they integrate</li>
  <li><strong>Data</strong> - the information each decision depends on, and who owns it</li>
  <li><strong>Locations</strong> - the role of stores, warehouses and partners in fulfilment</li>
  <li><strong>Governance</strong> - how decisions about trade-offs between channels are made</li>
</ul>

<blockquote>An operating model that has accumulated will always cost more to run than one that has been designed.</blockquote>

<h2>Start with the numbers</h2>
<p>Before redesigning anything, we establish a baseline: cost to serve by channel, fulfilment times, stock accuracy, returns rates and their causes. These figures are rarely in one place, and assembling them often reveals surprises, such as a small marketplace channel consuming a disproportionate share of customer service effort.</p>

<h2>Change in steps</h2>
<p>Operating model change is disruptive, and retail cannot afford disruption during peak. We typically sequence change to avoid the final quarter, piloting new ways of working in a small number of stores or a single category before rolling out more widely.</p>

<h2>Questions for your leadership team</h2>
<ul>
  <li>Who owns the customer journey from search to successful delivery?</li>
  <li>How confident are we in our stock figures, by location?</li>
  <li>Do we know our true cost to serve for each channel?</li>
  <li>What would we stop doing if we designed the business from scratch?</li>
</ul>
<p>If those questions are difficult to answer, an operating model review may be worthwhile. Find out more about our <a href="/services">strategy and advisory work</a>.</p>`,
    imageUrl: '/images/blog/retail-operating-models-for-2026.svg',
    category: 'Strategy',
    publishDate: '2026-01-20',
    isPublished: true,
  },
  {
    title: 'Accessible Public Services by Design',
    slug: 'accessible-public-services-by-design',
    excerpt:
      'Accessibility is a legal duty for public bodies, but treating it as a compliance check at the end of a project is expensive and ineffective. Building it in from the start is better for everyone.',
    content: `<h2>More than compliance</h2>
<p>Public sector bodies in the UK have a legal duty to make their websites and online services accessible. Many organisations treat this as a final audit before launch: a specialist runs automated checks, produces a list of failures and the delivery team scrambles to fix them. That approach is costly, stressful and rarely produces a genuinely usable service.</p>
<p>Accessibility works best when it is treated as a design principle rather than a test. A service that is designed to be usable by someone using a screen reader, a keyboard only or a magnification tool is almost always clearer and simpler for everyone else too.</p>

<h2>Who we are designing for</h2>
<p>It is easy to think of accessibility in terms of a small number of users. In reality, a large proportion of people will experience some form of impairment, permanent or temporary, when using a service:</p>
<ul>
  <li>Visual impairments, from colour blindness to complete loss of sight</li>
  <li>Motor impairments that make a mouse or touchscreen difficult to use</li>
  <li>Cognitive and learning differences, including dyslexia and memory difficulties</li>
  <li>Situational limits, such as bright sunlight, a cracked screen or a poor connection</li>
</ul>

<h2>Building it in</h2>
<h3>In discovery</h3>
<p>Include disabled users in research from the start. Ask about the assistive technology they use, the parts of current services they find hardest and the workarounds they rely on.</p>
<h3>In design</h3>
<p>Use plain language, clear headings and one question per page where forms are complex. Check colour contrast and never rely on colour alone to convey meaning. Prototype with accessibility in mind, and test prototypes with assistive technology users.</p>
<h3>In development</h3>
<p>Use semantic markup, label every form field and make sure every interaction works with a keyboard. Add automated accessibility checks to the build pipeline so that regressions are caught <strong>before</strong> they reach users.</p>

<blockquote>Accessibility fixed at the end costs more and achieves less. Accessibility designed in from the start costs little and benefits everyone.</blockquote>

<h2>Publishing an honest statement</h2>
<p>Public bodies must publish an accessibility statement. The best statements are honest about known issues, explain what is being done to fix them and tell users how to get information in an alternative format. An <em>honest</em> statement builds trust; an inaccurate one undermines it.</p>

<h2>Where to begin</h2>
<p>If you are planning a new digital service, start by including accessibility in the definition of done for every piece of work. Find out how our <a href="/services">service and solution design</a> team can help.</p>`,
    imageUrl: '/images/blog/accessible-public-services-by-design.svg',
    category: 'Digital Transformation',
    publishDate: null,
    isPublished: false,
  },
];

// ---------------------------------------------------------------------------
// Insights
// ---------------------------------------------------------------------------

/** Short pieces on subjects the posts do not cover, each dated when it was written, months apart. */
export const demoInsights: DemoInsight[] = [
  {
    createdAt: new Date('2026-10-06T09:00:00Z'),
    title: 'What Consumer Duty Asks of Operations Teams',
    description:
      'Outcomes monitoring is now an operational job, not a compliance report. Where lenders and insurers are finding the evidence, and where they are not.',
    image: '/images/insights/1.svg',
    category: 'Financial Services',
    link: '/services',
    isActive: true,
    order: 1,
  },
  {
    createdAt: new Date('2026-08-18T09:00:00Z'),
    title: 'Council Reorganisation Starts with the Data',
    description: 'Merging authorities means merging records held in dozens of systems. Three questions to settle before the first migration plan is written.',
    image: '/images/insights/2.svg',
    category: 'Public Sector',
    link: '/contact',
    isActive: true,
    order: 2,
  },
  {
    createdAt: new Date('2026-05-26T09:00:00Z'),
    title: 'Counting Benefits After Go-Live',
    description:
      'A business case promises benefits; few programmes stay long enough to count them. A light-touch way to measure what actually changed in the first six months.',
    image: '/images/insights/3.svg',
    category: 'Delivery',
    link: '/services',
    isActive: true,
    order: 3,
  },
  {
    createdAt: new Date('2026-02-10T09:00:00Z'),
    title: 'Buying Technology under the Procurement Act',
    description: 'The new regime rewards buyers who know what outcome they want before they go to market. What that means for discovery and specification.',
    image: '/images/insights/4.svg',
    category: 'Public Sector',
    link: '/services',
    isActive: false,
    order: 4,
  },
];

// ---------------------------------------------------------------------------
// Careers
// ---------------------------------------------------------------------------

export const demoCareers: DemoCareer[] = [
  {
    title: 'Senior Business Analyst',
    location: 'London, UK',
    type: 'Full-time',
    department: 'Business Analysis',
    description:
      'We are looking for a Senior Business Analyst to lead discovery and requirements work for clients in financial services and the public sector. You will run stakeholder workshops, map processes, build evidence-based business cases and work closely with our delivery leads to make sure designs are implemented as intended. This is a client-facing role based in our London office, with occasional travel to client sites across the UK.',
    requirements: [
      'At least five years of business analysis experience in a consulting or large in-house change team',
      'Strong facilitation skills and confidence with senior stakeholders',
      'Experience of process mapping and requirements traceability',
      'Background in financial services, retail or the public sector',
      'A recognised business analysis qualification, or willingness to obtain one',
    ],
    isActive: true,
  },
  {
    title: 'Delivery Manager',
    location: 'Hybrid - London',
    type: 'Contract',
    department: 'Delivery',
    description:
      "A six-month contract, with potential to extend, to manage the delivery of a multi-supplier digital transformation programme for a public sector client. You will own the delivery plan, RAID management and supplier coordination, and report to the client's programme board. Expect two to three days a week on site in London.",
    requirements: [
      'Proven track record managing multi-supplier technology delivery',
      'Comfortable with both agile and stage-gated governance',
      'Experience producing clear, honest programme reporting for senior sponsors',
      'Public sector delivery experience strongly preferred',
      'Eligible for, or holding, UK security clearance at BPSS level',
    ],
    isActive: true,
  },
  {
    title: 'Digital Transformation Consultant',
    location: 'Remote (UK)',
    type: 'Full-time',
    department: 'Digital Transformation',
    description:
      'Join our digital transformation practice to help clients modernise legacy processes and systems. You will assess digital maturity, design modernisation roadmaps and support implementation, working remotely from anywhere in the UK with occasional team days in London.',
    requirements: [
      'Three or more years in digital transformation, service design or technology consulting',
      'Understanding of cloud, SaaS and process automation options',
      'Ability to translate technical concepts for non-technical audiences',
      'Experience with accessible, user-centred design practices',
    ],
    isActive: false,
  },
];

// ---------------------------------------------------------------------------
// Client results
// ---------------------------------------------------------------------------

export type DemoCaseResult = {
  clientName: string;
  logoUrl: string | null;
  sector: string;
  outcomeFigure: string;
  outcome: string;
  quote: string | null;
  quoteBy: string | null;
  quoteRole: string | null;
  order: number;
};

/** Clients named as they agreed to be, by kind rather than brand, as consultancies usually may. */
export const demoCaseResults: DemoCaseResult[] = [
  {
    clientName: 'Regional building society',
    logoUrl: null,
    sector: 'Financial services',
    outcomeFigure: '38%',
    outcome: 'Faster mortgage decisions after we redesigned the underwriting hand-offs and retired three legacy queues.',
    quote: 'They found the delays nobody on our side could see, and left our own team able to keep finding them.',
    quoteBy: 'Helen Marsh',
    quoteRole: 'Chief Operating Officer',
    order: 1,
  },
  {
    clientName: 'National homeware retailer',
    logoUrl: null,
    sector: 'Retail',
    outcomeFigure: '£2.4m',
    outcome: 'Annual savings from a replatformed stock and ordering process, delivered in four releases without a trading freeze.',
    quote: null,
    quoteBy: null,
    quoteRole: null,
    order: 2,
  },
  {
    clientName: 'Metropolitan borough council',
    logoUrl: null,
    sector: 'Public sector',
    outcomeFigure: '11 weeks',
    outcome: 'From discovery to a live online service for resident parking permits, now handling 70% of applications.',
    quote: 'A partner that worked to our governance rather than around it, and still moved at pace.',
    quoteBy: 'Sanjay Patel',
    quoteRole: 'Head of Digital Services',
    order: 3,
  },
];
